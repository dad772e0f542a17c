-- Who adjudicated (issue 27): an arbiter who ends a running game is kept with the game, with the
-- reason given, so that the history and every export (PGN, PDN, KIF) name the decision and its
-- arbiter, not only the audit log. (V48, not V46: other branches in flight number theirs V46.)
ALTER TABLE games ADD COLUMN adjudicated_by TEXT;
ALTER TABLE games ADD COLUMN adjudication_note TEXT;
