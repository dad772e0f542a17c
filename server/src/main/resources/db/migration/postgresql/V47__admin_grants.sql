-- The account each admins= name was when the server first made it admin (issue 33): after a
-- restart, a name that now belongs to another account (the first one removed, the name registered
-- again) is refused, not made admin.
CREATE TABLE admin_grants (
  user_name  TEXT    NOT NULL PRIMARY KEY,
  account_id BIGINT  NOT NULL
);
