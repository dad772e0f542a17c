-- One truth for results (issue 27): each rated game keeps the rating change it made, so that an
-- arbiter's correction can undo it and apply the corrected result's; a corrected game keeps who
-- corrected it and what it said before, which the history and the exports annotate. A
-- resignation is stored as one (it was stored as "forfeit", which to players is a game not played).
CREATE TABLE rating_changes (
  game_id    INTEGER NOT NULL,
  user_name  TEXT    NOT NULL,
  variant    TEXT    NOT NULL,
  rating     REAL    NOT NULL,
  deviation  REAL    NOT NULL,
  volatility REAL    NOT NULL,
  games      INTEGER NOT NULL,
  PRIMARY KEY (game_id, user_name)
);

ALTER TABLE games ADD COLUMN corrected_by TEXT;
ALTER TABLE games ADD COLUMN corrected_from TEXT;

UPDATE games SET reason = 'resignation' WHERE reason = 'forfeit';
