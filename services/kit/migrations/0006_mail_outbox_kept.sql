-- Up Migration
-- Sent mails whose bodies are still kept, oldest first: the relay empties them after MAIL_KEEP_DAYS.
CREATE INDEX IF NOT EXISTS mail_outbox_kept ON mail_outbox (sent_at) WHERE state = 'SENT' AND text_body <> '';

-- Down Migration
DROP INDEX IF EXISTS mail_outbox_kept;
