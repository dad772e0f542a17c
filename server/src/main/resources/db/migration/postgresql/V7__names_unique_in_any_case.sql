-- User names are unique regardless of case (Ali and ali are one name); each keeps the case it was
-- registered with. Fails if two users already differ only in case: rename one first.
CREATE UNIQUE INDEX users_name_any_case ON users (lower(name));
