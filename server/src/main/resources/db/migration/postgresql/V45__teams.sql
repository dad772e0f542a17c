-- The teams of team competitions (issue 30): the captain who created each one and its players in
-- board order, one name a line (names are letters, digits, _ and -). A team competition keeps
-- its own copy of a team's lineup in its events when the team enters, so a later change here
-- leaves a running competition as it was.
CREATE TABLE teams (
  name       TEXT    NOT NULL PRIMARY KEY,
  captain    TEXT    NOT NULL,
  players    TEXT    NOT NULL,
  created_seq INTEGER NOT NULL
);
