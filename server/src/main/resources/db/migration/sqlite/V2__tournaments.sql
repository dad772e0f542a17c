-- Tournaments are kept as their event history (replayed at start-up), and each game a round
-- started is linked to its board so that a result reaches the tournament even after a restart.
CREATE TABLE tournament_events (
  tournament TEXT    NOT NULL,
  seq        INTEGER NOT NULL,
  kind       TEXT    NOT NULL,
  payload    TEXT    NOT NULL,
  PRIMARY KEY (tournament, seq)
);

-- no reference to games: the link is stored before the game's first row
CREATE TABLE tournament_games (
  game_id    INTEGER PRIMARY KEY,
  tournament TEXT    NOT NULL,
  round      INTEGER NOT NULL,
  board      INTEGER NOT NULL
);
