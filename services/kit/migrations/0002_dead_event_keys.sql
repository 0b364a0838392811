-- Up Migration
-- The message key, so a replayed event lands on its aggregate's partition again.
ALTER TABLE dead_events ADD COLUMN key text;

-- Down Migration
ALTER TABLE dead_events DROP COLUMN key;
