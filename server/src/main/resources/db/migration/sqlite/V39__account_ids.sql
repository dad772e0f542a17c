-- Every account gets a stable id that is never given again (issue 33): a tournament's creator and
-- arbiters are bound to the account they were when named, so whoever registers a removed
-- account's name later runs nothing of theirs, and the audit log tells the two apart (ann#12).
-- The last id given is kept apart from users, so removing the newest account frees no id.
ALTER TABLE users ADD COLUMN id INTEGER;
UPDATE users SET id = rowid;
CREATE UNIQUE INDEX users_by_id ON users (id);
CREATE TABLE account_ids (last INTEGER NOT NULL);
INSERT INTO account_ids (last) SELECT COALESCE(MAX(id), 0) FROM users;

-- The account each tournament's creator and arbiters were when named. Tournaments stored before
-- this have none: the server binds them to the accounts that exist when it next loads them.
CREATE TABLE tournament_roles (
  tournament TEXT    NOT NULL,
  user_name  TEXT    NOT NULL,
  account_id INTEGER NOT NULL,
  PRIMARY KEY (tournament, user_name)
);
