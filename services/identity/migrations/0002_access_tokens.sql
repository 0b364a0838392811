-- Up Migration
-- Personal access tokens (the /mcp endpoint's credentials): looked up by the sha256 of the secret,
-- which is never stored. They go with the account (ON DELETE CASCADE), as sessions do.
CREATE TABLE access_tokens (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id       uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash    bytea NOT NULL UNIQUE,
  name          text NOT NULL,
  prefix        text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_used_at  timestamptz,
  expires_at    timestamptz
);
CREATE INDEX access_tokens_user ON access_tokens (user_id, created_at DESC);

-- Down Migration
DROP TABLE access_tokens;
