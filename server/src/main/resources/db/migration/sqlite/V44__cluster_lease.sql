-- The lease row of a standby core (issue 32), kept parallel to PostgreSQL's: a cluster needs
-- PostgreSQL, so SQLite has the row but no fence.
CREATE TABLE arbiter_lease (
  id     INTEGER PRIMARY KEY CHECK (id = 1),
  epoch  INTEGER NOT NULL,
  beat   INTEGER NOT NULL,
  holder TEXT NOT NULL
);
INSERT INTO arbiter_lease (id, epoch, beat, holder) VALUES (1, 0, 0, '');
