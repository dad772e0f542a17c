-- A paused game stays paused, and an arbiter's time gift stays given, across a restart (issue 26).
ALTER TABLE games ADD COLUMN paused BOOLEAN NOT NULL DEFAULT FALSE;

-- A time gift to a player: the time their clock had at their last stored move (before ply
-- ply) and this gift make their time after a restart. given_at keys it against a retry.
CREATE TABLE time_gifts (
  game_id  BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  given_at BIGINT NOT NULL,
  white    BOOLEAN NOT NULL,
  ply      INTEGER NOT NULL,
  millis   BIGINT NOT NULL,
  PRIMARY KEY (game_id, given_at, white)
);
