-- Up Migration
-- The catalog's codes as search keeps them: written from catalog.app `code.upserted` events (in the
-- consumer's transaction) and seeded from the catalog once, when the table is empty (a new
-- projection, like a reindex), so filters never call the catalog back.
CREATE TABLE codes (
  type         text NOT NULL,
  code         text NOT NULL,
  name         text NOT NULL,
  name_en      text NOT NULL DEFAULT '',
  description  text NOT NULL DEFAULT '',
  parent_code  text NOT NULL DEFAULT '',
  sort         int NOT NULL DEFAULT 0,
  PRIMARY KEY (type, code)
);

-- Down Migration
DROP TABLE codes;
