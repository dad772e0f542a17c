-- Accounts, per-variant scores, and every game with its moves (running and finished).
CREATE TABLE users (
  name          VARCHAR(64)  PRIMARY KEY,
  password_hash VARCHAR(256) NOT NULL,
  created_at    BIGINT       NOT NULL
);

CREATE TABLE scores (
  user_name VARCHAR(64) NOT NULL REFERENCES users (name) ON DELETE CASCADE,
  variant   VARCHAR(32) NOT NULL,
  score     INTEGER     NOT NULL,
  wins      INTEGER     NOT NULL,
  draws     INTEGER     NOT NULL,
  losses    INTEGER     NOT NULL,
  PRIMARY KEY (user_name, variant)
);

-- player names are kept as text: a finished game outlives a removed account
CREATE TABLE games (
  id          BIGINT      PRIMARY KEY,
  variant     VARCHAR(32) NOT NULL,
  white       VARCHAR(64) NOT NULL,
  black       VARCHAR(64) NOT NULL,
  move_limit  INTEGER     NOT NULL,
  status      VARCHAR(8)  NOT NULL CHECK (status IN ('running', 'finished')),
  result      VARCHAR(5)  CHECK (result IN ('white', 'black', 'draw')),
  reason      VARCHAR(64),
  started_at  BIGINT      NOT NULL,
  finished_at BIGINT
);

CREATE INDEX games_by_status ON games (status);

CREATE TABLE moves (
  game_id  BIGINT      NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  ply      INTEGER     NOT NULL,
  notation VARCHAR(64) NOT NULL,
  PRIMARY KEY (game_id, ply)
);
