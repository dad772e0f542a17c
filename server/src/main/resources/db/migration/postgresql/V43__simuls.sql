-- Simuls (issue 30): one host against many boards. Each board is an ordinary game (games
-- table); these rows keep who plays which board, so that a restart finds the simul, its boards'
-- games resume as any game, and an export names its event "Simul HOST".
CREATE TABLE simuls (
  id           BIGINT  PRIMARY KEY,
  host         TEXT     NOT NULL,
  variant      TEXT     NOT NULL,
  time_control TEXT     NOT NULL,  -- 'none' when untimed
  host_colour  TEXT     NOT NULL,  -- WHITE, BLACK or ALTERNATE
  stage        TEXT     NOT NULL,  -- OPEN, RUNNING or OVER (a cancelled simul too)
  created_at   BIGINT  NOT NULL
);
CREATE INDEX simuls_by_stage ON simuls (stage, id);

-- the opponents in joining order; game_id is 0 until the simul starts
CREATE TABLE simul_boards (
  simul_id  BIGINT  NOT NULL,
  seq       INTEGER  NOT NULL,
  player    TEXT     NOT NULL,
  game_id   BIGINT  NOT NULL DEFAULT 0,
  PRIMARY KEY (simul_id, player)
);
CREATE INDEX simul_boards_by_game ON simul_boards (game_id);

-- the host's actions (create, start, cancel), who did each and when: `simul audit HOST`
CREATE TABLE simul_audit (
  id        BIGSERIAL PRIMARY KEY,
  simul_id  BIGINT  NOT NULL,
  at        BIGINT  NOT NULL,
  by_user   TEXT     NOT NULL,
  action    TEXT     NOT NULL
);
CREATE INDEX simul_audit_by_simul ON simul_audit (simul_id, id);
