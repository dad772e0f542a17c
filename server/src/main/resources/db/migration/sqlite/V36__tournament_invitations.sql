-- The organizers' open invitations (issue 27): a registered user an organizer entered, or a
-- report file named, plays once they accept with `tournament join` (rounds they missed are byes
-- worth bye_half_points: 0, 1 or 2). Kept so that a restart does not
-- drop them; a row goes when the user accepts or declines.
CREATE TABLE tournament_invitations (
  tournament TEXT    NOT NULL,
  invited    TEXT    NOT NULL,
  by_user    TEXT    NOT NULL,
  bye_half_points INTEGER NOT NULL,
  PRIMARY KEY (tournament, invited)
);
