-- A paused game stays paused across a restart (issue 26).
ALTER TABLE games ADD COLUMN paused BOOLEAN NOT NULL DEFAULT FALSE;
