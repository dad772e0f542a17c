-- User names of any length, as in SQLite and in memory (issue 33): the network server allows 32
-- characters, but the seed 002 program allows any length, and a longer name made PostgreSQL fail
-- the registration with a stack trace. Text and VARCHAR compare alike, so nothing else changes.
ALTER TABLE users ALTER COLUMN name TYPE TEXT;
ALTER TABLE scores ALTER COLUMN user_name TYPE TEXT;
ALTER TABLE games ALTER COLUMN white TYPE TEXT;
ALTER TABLE games ALTER COLUMN black TYPE TEXT;
ALTER TABLE web_logins ALTER COLUMN user_name TYPE TEXT;
