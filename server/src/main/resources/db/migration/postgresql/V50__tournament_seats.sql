-- Every tournament player is bound to the account that plays them (its stable id, V39), or is a
-- seat (account_id 0): a player without an account, whom nobody plays until an organizer hands
-- the seat to an account that accepts (issue 33). Whoever registers a seat's name, or a removed
-- account's name, gets nothing of it. A player who joined under a name without an account (an ICS
-- guest) is -1: they play it while the name has none. Tournaments stored before this have no rows:
-- the server binds their players to the accounts that have their names when it next loads them.
CREATE TABLE tournament_players (
  tournament TEXT   NOT NULL,
  player     TEXT   NOT NULL,
  account_id BIGINT NOT NULL,
  PRIMARY KEY (tournament, player)
);
-- An invitation that offers a seat to take over names it; null for an invitation to play as oneself.
ALTER TABLE tournament_invitations ADD COLUMN seat TEXT;
