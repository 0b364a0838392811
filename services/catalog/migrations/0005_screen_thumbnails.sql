-- Up Migration
-- WebP thumbnails of each screen at a few widths (src/thumbnails.ts), made in the background like
-- the OCR: every screen starts PENDING (the screens already stored too: that is the backfill), the
-- worker leases it, stores the files through the storage port and `thumbnails` ([{width, url}],
-- narrowest first), DONE; a failed attempt is retried later, FAILED after the last.
ALTER TABLE images
  ADD COLUMN thumbnails      jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN thumb_status    text NOT NULL DEFAULT 'PENDING' CHECK (thumb_status IN ('PENDING', 'DONE', 'FAILED')),
  ADD COLUMN thumb_attempts  int NOT NULL DEFAULT 0,
  ADD COLUMN thumb_next_at   timestamptz NOT NULL DEFAULT now();
CREATE INDEX images_thumb_pending ON images (thumb_next_at) WHERE thumb_status = 'PENDING';

-- Down Migration
DROP INDEX IF EXISTS images_thumb_pending;
ALTER TABLE images DROP COLUMN thumbnails, DROP COLUMN thumb_status, DROP COLUMN thumb_attempts, DROP COLUMN thumb_next_at;
