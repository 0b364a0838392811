-- Up Migration
-- Stored objects (images, files) of erased products, queued in the erase's own transaction and
-- removed from the storage after it commits. A row stays until its object is gone, or until another
-- product turns out to use the key (then the object stays and the row goes); a storage failure
-- leaves it for the file removal sweep, which retries it at `next_at` (backing off).
CREATE TABLE file_removals (
  key        text PRIMARY KEY,
  queued_at  timestamptz NOT NULL DEFAULT now(),
  attempts   integer NOT NULL DEFAULT 0,
  last_error text NOT NULL DEFAULT '',
  next_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX file_removals_next_at ON file_removals (next_at);

-- Whether any product still uses a key (a removal's check).
CREATE INDEX product_files_key ON product_files (key);

-- Down Migration
DROP INDEX product_files_key;
DROP TABLE file_removals;
