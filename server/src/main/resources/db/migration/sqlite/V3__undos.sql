-- Undos spent per player, so that a game resumed after a restart keeps its count.
ALTER TABLE games ADD COLUMN undos_white INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN undos_black INTEGER NOT NULL DEFAULT 0;
