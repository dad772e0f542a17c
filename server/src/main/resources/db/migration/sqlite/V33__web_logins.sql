-- Web logins kept across restarts (issue 33): only each token's SHA-256 is stored. A login names
-- its account by name and creation time, so a new account of a removed name is not the old one.
CREATE TABLE web_logins (
  token_hash      VARCHAR(64) PRIMARY KEY,
  user_name       VARCHAR(64) NOT NULL,
  account_created BIGINT      NOT NULL,
  expires_at      BIGINT      NOT NULL
);

CREATE INDEX web_logins_user ON web_logins (user_name);
