-- Up Migration
CREATE TABLE users (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The account at the OpenID provider: issuer + subject, stable even when the email changes.
  issuer          text NOT NULL,
  subject         text NOT NULL,
  email           text NOT NULL,
  email_verified  boolean NOT NULL DEFAULT false,
  name            text NOT NULL DEFAULT '',
  image           text NOT NULL DEFAULT '',
  nickname        text NOT NULL DEFAULT '',
  role            text NOT NULL DEFAULT 'USER' CHECK (role IN ('USER', 'SELLER', 'ADMIN')),
  is_biz_owner    boolean NOT NULL DEFAULT false,
  referral_id     text NOT NULL UNIQUE DEFAULT substr(replace(gen_random_uuid()::text, '-', ''), 1, 12),
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (issuer, subject)
);
CREATE UNIQUE INDEX users_email ON users (lower(email));
CREATE INDEX users_role ON users (role) WHERE role <> 'USER';

-- Sessions are looked up by the sha256 of their token; the token itself is never stored.
CREATE TABLE sessions (
  token_hash   bytea PRIMARY KEY,
  user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  -- An ended session stays recorded so a session check can say why it ended.
  ended_at     timestamptz,
  end_reason   text CHECK (end_reason IN ('SIGNED_IN_ELSEWHERE', 'SIGNED_OUT'))
);
CREATE INDEX sessions_user_active ON sessions (user_id) WHERE ended_at IS NULL;

-- A sign-in in progress: what the provider's answer must match. Single use, short-lived.
CREATE TABLE sign_in_flows (
  flow_hash      bytea PRIMARY KEY,
  provider       text NOT NULL,
  state          text NOT NULL,
  nonce          text NOT NULL,
  code_verifier  text NOT NULL,
  redirect_uri   text NOT NULL,
  callback_url   text NOT NULL,
  expires_at     timestamptz NOT NULL
);
CREATE INDEX sign_in_flows_expiry ON sign_in_flows (expires_at);

-- Down Migration
DROP TABLE sign_in_flows;
DROP TABLE sessions;
DROP TABLE users;
