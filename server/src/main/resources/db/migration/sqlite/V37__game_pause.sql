-- A paused game stays paused, and an arbiter's time gift stays given, across a restart (issue 26).
ALTER TABLE games ADD COLUMN paused INTEGER NOT NULL DEFAULT 0;

-- A time gift to a player: the time their clock had at their last stored move (before ply
-- ply) and this gift make their time after a restart. given_at keys it against a retry.
CREATE TABLE time_gifts (
  game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  given_at INTEGER NOT NULL,
  white    INTEGER NOT NULL,
  ply      INTEGER NOT NULL,
  millis   INTEGER NOT NULL,
  PRIMARY KEY (game_id, given_at, white)
);
