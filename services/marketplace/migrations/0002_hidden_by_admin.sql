-- Up Migration
-- An admin hides a product that breaks the rules: not listed, not buyable, its seller cannot republish it.
ALTER TABLE products ADD COLUMN hidden_by_admin boolean NOT NULL DEFAULT false;

-- Down Migration
ALTER TABLE products DROP COLUMN hidden_by_admin;
