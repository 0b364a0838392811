-- Up Migration
-- A screen's layout as 128 bits (32 hex digits; '' until made; src/thumbnails.ts layoutHashOf: which
-- cells of a grid over the screen hold more edges than the median cell), made by the thumbnail job
-- with the thumbnails: screens a few bits apart are laid out alike, whatever their colours or words. The
-- screens stored before it go through that job once more (their thumbnails are made again, named
-- by content, so the files and links stay the same).
ALTER TABLE images ADD COLUMN layout_hash text NOT NULL DEFAULT '' CHECK (layout_hash ~ '^([0-9a-f]{32})?$');
UPDATE images SET thumb_status = 'PENDING', thumb_attempts = 0, thumb_next_at = now() WHERE thumb_status = 'DONE';

-- Down Migration
ALTER TABLE images DROP COLUMN layout_hash;
