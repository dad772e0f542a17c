-- Ratings: whether a game counts for them, and each user's Glicko-2 rating per variant.
ALTER TABLE games ADD COLUMN rated BOOLEAN NOT NULL DEFAULT TRUE;

CREATE TABLE ratings (
  user_name  TEXT             NOT NULL,
  variant    TEXT             NOT NULL,
  rating     DOUBLE PRECISION NOT NULL,
  deviation  DOUBLE PRECISION NOT NULL,
  volatility DOUBLE PRECISION NOT NULL,
  games      INTEGER          NOT NULL,
  PRIMARY KEY (user_name, variant)
);
