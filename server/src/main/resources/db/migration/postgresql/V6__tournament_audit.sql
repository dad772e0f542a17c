-- The organizers' actions on a tournament (corrections, re-seatings, withdrawals, options...),
-- who did each and when, in the order they happened: what `tournament audit NAME` shows.
CREATE TABLE tournament_audit (
  id         BIGSERIAL PRIMARY KEY,
  tournament TEXT      NOT NULL,
  at         BIGINT    NOT NULL,
  by_user    TEXT      NOT NULL,
  action     TEXT      NOT NULL
);
CREATE INDEX tournament_audit_by_tournament ON tournament_audit (tournament, id);
