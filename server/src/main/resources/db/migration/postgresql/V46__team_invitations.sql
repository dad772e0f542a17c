-- A captain's open invitations to play for the team (issue 33's consent, for teams): one name a
-- line, as players. An invited user is on no board until they accept with team join.
ALTER TABLE teams ADD COLUMN invited TEXT NOT NULL DEFAULT '';
