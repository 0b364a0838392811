-- Up Migration
-- Bookmarks and likes reference what they name with real foreign keys, so removing an app, a
-- pattern or a screen removes its bookmarks and likes in the database (no cascade in code). The
-- target stays one (type, id) pair; a generated column per type carries the reference.
DELETE FROM bookmarks b WHERE
  (b.target_type = 'PATTERN' AND NOT EXISTS (SELECT 1 FROM patterns p WHERE p.id = b.target_id)) OR
  (b.target_type = 'IMAGE' AND NOT EXISTS (SELECT 1 FROM images i WHERE i.id = b.target_id));
DELETE FROM likes l WHERE
  (l.item_type = 'APP' AND NOT EXISTS (SELECT 1 FROM apps a WHERE a.id = l.item_id)) OR
  (l.item_type = 'IMAGE' AND NOT EXISTS (SELECT 1 FROM images i WHERE i.id = l.item_id));

ALTER TABLE bookmarks
  ADD COLUMN pattern_id uuid GENERATED ALWAYS AS (CASE WHEN target_type = 'PATTERN' THEN target_id END) STORED
    REFERENCES patterns (id) ON DELETE CASCADE,
  ADD COLUMN image_id uuid GENERATED ALWAYS AS (CASE WHEN target_type = 'IMAGE' THEN target_id END) STORED
    REFERENCES images (id) ON DELETE CASCADE;
CREATE INDEX bookmarks_pattern ON bookmarks (pattern_id) WHERE pattern_id IS NOT NULL;
CREATE INDEX bookmarks_image ON bookmarks (image_id) WHERE image_id IS NOT NULL;

ALTER TABLE likes
  ADD COLUMN app_id uuid GENERATED ALWAYS AS (CASE WHEN item_type = 'APP' THEN item_id END) STORED
    REFERENCES apps (id) ON DELETE CASCADE,
  ADD COLUMN image_id uuid GENERATED ALWAYS AS (CASE WHEN item_type = 'IMAGE' THEN item_id END) STORED
    REFERENCES images (id) ON DELETE CASCADE;
CREATE INDEX likes_app ON likes (app_id) WHERE app_id IS NOT NULL;
CREATE INDEX likes_image ON likes (image_id) WHERE image_id IS NOT NULL;

-- Down Migration
ALTER TABLE likes DROP COLUMN image_id, DROP COLUMN app_id;
ALTER TABLE bookmarks DROP COLUMN image_id, DROP COLUMN pattern_id;
