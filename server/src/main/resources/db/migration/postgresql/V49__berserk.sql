-- An arena berserk is a time gift of its own kind (issue 30): after a restart the berserker's
-- moves still earn no increment, as lichess's berserk cancels it.
ALTER TABLE time_gifts ADD COLUMN berserk BOOLEAN NOT NULL DEFAULT FALSE;
