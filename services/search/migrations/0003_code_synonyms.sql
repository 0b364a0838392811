-- Up Migration
-- The codes' synonyms (issue 28: the catalog's codes carry them, code.upserted brings them). The rows
-- kept so far have none: they are dropped, and the next read seeds the table again from the
-- catalog's ListCodes (as for a new projection), synonyms included.
ALTER TABLE codes ADD COLUMN synonyms text[] NOT NULL DEFAULT '{}';
DELETE FROM codes;

-- Down Migration
ALTER TABLE codes DROP COLUMN synonyms;
