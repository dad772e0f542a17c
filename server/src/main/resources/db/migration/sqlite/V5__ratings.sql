-- Ratings: whether a game counts for them, and each user's Glicko-2 rating per variant.
ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 1;

CREATE TABLE ratings (
  user_name  TEXT    NOT NULL,
  variant    TEXT    NOT NULL,
  rating     REAL    NOT NULL,
  deviation  REAL    NOT NULL,
  volatility REAL    NOT NULL,
  games      INTEGER NOT NULL,
  PRIMARY KEY (user_name, variant)
);
