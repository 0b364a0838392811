-- Up Migration
-- What an app is for, in Korean and English (the app page shows it; the demo generator writes it).
ALTER TABLE apps
  ADD COLUMN description     text NOT NULL DEFAULT '',
  ADD COLUMN description_en  text NOT NULL DEFAULT '';

-- Down Migration
ALTER TABLE apps DROP COLUMN description, DROP COLUMN description_en;
