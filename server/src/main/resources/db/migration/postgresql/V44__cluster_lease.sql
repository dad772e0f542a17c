-- A standby core (issue 32): leadership is this one row. The core that holds it raises beat every
-- renewal; a standby that sees neither epoch nor beat move for a lease takes it with epoch + 1.
-- holder is empty when the last core let go of it on a clean stop.
CREATE TABLE arbiter_lease (
  id     INTEGER PRIMARY KEY CHECK (id = 1),
  epoch  BIGINT NOT NULL,
  beat   BIGINT NOT NULL,
  holder TEXT NOT NULL
);
INSERT INTO arbiter_lease (id, epoch, beat, holder) VALUES (1, 0, 0, '');

-- The fence: a core's connections say their epoch (SET arbiter.epoch); a write on any of them
-- once another core holds a later epoch fails in its own transaction. FOR SHARE orders it against
-- a takeover: a write that passed commits before the new core reads the journal, a later one sees
-- the new epoch. A connection that sets no epoch (cluster.role single) is not fenced.
CREATE FUNCTION arbiter_fence() RETURNS trigger AS $$
DECLARE
  mine TEXT := current_setting('arbiter.epoch', true);
  held BIGINT;
BEGIN
  IF mine IS NULL OR mine = '' THEN
    RETURN NULL;
  END IF;
  SELECT epoch INTO held FROM arbiter_lease WHERE id = 1 FOR SHARE;
  IF held IS DISTINCT FROM mine::BIGINT THEN
    RAISE EXCEPTION 'deposed core: epoch % writes, the lease is at epoch %', mine, held
      USING ERRCODE = 'AR001';
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;

-- Puts the fence on every table of the schema that lacks it; afterMigrate.sql runs it after each
-- migration, so a table a later migration adds is fenced too.
CREATE FUNCTION arbiter_fence_all() RETURNS void AS $$
DECLARE
  t TEXT;
BEGIN
  FOR t IN SELECT c.relname FROM pg_class c
      WHERE c.relkind = 'r' AND c.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema())
        AND c.relname NOT IN ('arbiter_lease', 'flyway_schema_history')
        AND NOT EXISTS (SELECT 1 FROM pg_trigger g
                        WHERE g.tgrelid = c.oid AND g.tgname = 'arbiter_fence') LOOP
    BEGIN
      EXECUTE format('CREATE TRIGGER arbiter_fence BEFORE INSERT OR UPDATE OR DELETE ON %I FOR EACH STATEMENT EXECUTE FUNCTION arbiter_fence()', t);
    EXCEPTION WHEN duplicate_object THEN
      NULL; -- a core starting beside this one put it there first
    END;
  END LOOP;
END $$ LANGUAGE plpgsql;

SELECT arbiter_fence_all();
