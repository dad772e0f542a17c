-- A paused game stays paused across a restart (issue 26).
ALTER TABLE games ADD COLUMN paused INTEGER NOT NULL DEFAULT 0;
