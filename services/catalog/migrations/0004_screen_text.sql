-- Up Migration
-- The text inside each screen, read by OCR in the background (src/ocr.ts): a screen is added
-- PENDING; the worker leases it (ocr_next_at moves past the lease), stores the text and marks it
-- DONE, or counts a failed attempt and retries later, FAILED after the last attempt.
ALTER TABLE images
  ADD COLUMN text          text NOT NULL DEFAULT '',
  ADD COLUMN ocr_status    text NOT NULL DEFAULT 'PENDING' CHECK (ocr_status IN ('PENDING', 'DONE', 'FAILED')),
  ADD COLUMN ocr_attempts  int NOT NULL DEFAULT 0,
  ADD COLUMN ocr_next_at   timestamptz NOT NULL DEFAULT now();
CREATE INDEX images_ocr_pending ON images (ocr_next_at) WHERE ocr_status = 'PENDING';

-- Down Migration
DROP INDEX IF EXISTS images_ocr_pending;
ALTER TABLE images DROP COLUMN text, DROP COLUMN ocr_status, DROP COLUMN ocr_attempts, DROP COLUMN ocr_next_at;
