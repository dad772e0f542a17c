-- Accounts, per-variant scores, and every game with its moves (running and finished).
CREATE TABLE users (
  name          TEXT    PRIMARY KEY,
  password_hash TEXT    NOT NULL,
  created_at    INTEGER NOT NULL
);

CREATE TABLE scores (
  user_name TEXT    NOT NULL REFERENCES users (name) ON DELETE CASCADE,
  variant   TEXT    NOT NULL,
  score     INTEGER NOT NULL,
  wins      INTEGER NOT NULL,
  draws     INTEGER NOT NULL,
  losses    INTEGER NOT NULL,
  PRIMARY KEY (user_name, variant)
);

-- player names are kept as text: a finished game outlives a removed account
CREATE TABLE games (
  id          INTEGER PRIMARY KEY,
  variant     TEXT    NOT NULL,
  white       TEXT    NOT NULL,
  black       TEXT    NOT NULL,
  move_limit  INTEGER NOT NULL,
  status      TEXT    NOT NULL CHECK (status IN ('running', 'finished')),
  result      TEXT    CHECK (result IN ('white', 'black', 'draw')),
  reason      TEXT,
  started_at  INTEGER NOT NULL,
  finished_at INTEGER
);

CREATE INDEX games_by_status ON games (status);

CREATE TABLE moves (
  game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  ply      INTEGER NOT NULL,
  notation TEXT    NOT NULL,
  PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;
