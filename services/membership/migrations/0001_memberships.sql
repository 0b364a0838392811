-- Up Migration
-- Plans and prices are data (integer KRW per month; per seat for Group Pro).
CREATE TABLE plans (
  plan          text PRIMARY KEY,
  name          text NOT NULL,
  name_en       text NOT NULL,
  monthly_price integer NOT NULL CHECK (monthly_price >= 0),
  per_seat      boolean NOT NULL DEFAULT false,
  features      text[] NOT NULL DEFAULT '{}',
  sort          integer NOT NULL
);
INSERT INTO plans (plan, name, name_en, monthly_price, per_seat, features, sort) VALUES
  ('STARTER', '스타터', 'Starter', 0, false, '{LATEST_APPS,ARTICLES,CHATBOT,PLUGIN,NEWSLETTER}', 1),
  ('PERSONAL_PRO', '개인 프로', 'Personal Pro', 9900, false, '{ALL_APPS,MAU_COLOR_SEARCH,ARTICLES,CHATBOT,PLUGIN,NEWSLETTER}', 2),
  ('GROUP_PRO', '그룹 프로', 'Group Pro', 14900, true, '{ALL_APPS,MAU_COLOR_SEARCH,ARTICLES,CHATBOT,PLUGIN,NEWSLETTER,GROUP}', 3);

-- A projection of identity's users (identity.user events): who exists, and the email payments need.
CREATE TABLE users (
  id         uuid PRIMARY KEY,
  email      text,
  name       text NOT NULL DEFAULT '',
  role       text NOT NULL DEFAULT 'USER',
  deleted    boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_email ON users (lower(email)) WHERE email IS NOT NULL AND NOT deleted;

CREATE TABLE payment_methods (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id      uuid NOT NULL,
  customer_key text NOT NULL,
  billing_key  text NOT NULL,
  card_company text NOT NULL DEFAULT '',
  card_number  text NOT NULL DEFAULT '',
  is_main      boolean NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL DEFAULT now(),
  deleted_at   timestamptz
);
CREATE INDEX payment_methods_user ON payment_methods (user_id) WHERE deleted_at IS NULL;
-- Exactly one main method per user.
CREATE UNIQUE INDEX payment_methods_one_main ON payment_methods (user_id) WHERE is_main AND deleted_at IS NULL;

CREATE TABLE memberships (
  id                   uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id              uuid NOT NULL,
  plan                 text NOT NULL REFERENCES plans (plan),
  kind                 text NOT NULL CHECK (kind IN ('MONTHLY', 'ANNUAL')),
  group_size           integer NOT NULL DEFAULT 1 CHECK (group_size >= 1),
  status               text NOT NULL CHECK (status IN ('PENDING', 'ACTIVE', 'PAST_DUE', 'EXPIRED', 'FAILED')),
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  cancel_reason        text NOT NULL DEFAULT '',
  current_period_start timestamptz,
  current_period_end   timestamptz,
  next_billing_at      timestamptz,
  failed_attempts      integer NOT NULL DEFAULT 0,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now()
);
-- One live membership per user: a second concurrent subscribe fails here.
CREATE UNIQUE INDEX memberships_one_live ON memberships (user_id) WHERE status IN ('PENDING', 'ACTIVE', 'PAST_DUE');
CREATE INDEX memberships_due ON memberships (next_billing_at) WHERE status IN ('ACTIVE', 'PAST_DUE');

-- A user is a member of at most one group.
CREATE TABLE group_members (
  membership_id uuid NOT NULL REFERENCES memberships (id) ON DELETE CASCADE,
  user_id       uuid NOT NULL UNIQUE,
  added_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (membership_id, user_id)
);

CREATE TABLE reservations (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  membership_id uuid NOT NULL REFERENCES memberships (id),
  user_id       uuid NOT NULL,
  plan          text NOT NULL REFERENCES plans (plan),
  kind          text NOT NULL CHECK (kind IN ('MONTHLY', 'ANNUAL')),
  member_ids    uuid[] NOT NULL DEFAULT '{}',
  status        text NOT NULL CHECK (status IN ('RESERVED', 'CANCELLED', 'APPLIED')),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX reservations_one_open ON reservations (membership_id) WHERE status = 'RESERVED';
CREATE INDEX reservations_members ON reservations USING gin (member_ids) WHERE status = 'RESERVED';

-- Every charge attempt (membershipHistoryId). Kept when a user is deleted; the email is then erased.
CREATE TABLE membership_histories (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  membership_id uuid NOT NULL REFERENCES memberships (id),
  user_id       uuid NOT NULL,
  user_email    text,
  plan          text NOT NULL,
  kind          text NOT NULL,
  group_size    integer NOT NULL,
  amount        integer NOT NULL CHECK (amount >= 0),
  status        text NOT NULL CHECK (status IN ('READY', 'CMPL', 'CNCL', 'FAIL')),
  reason        text NOT NULL CHECK (reason IN ('SUBSCRIBE', 'RENEWAL', 'GROUP_FEE', 'PROXY')),
  order_id      text NOT NULL UNIQUE,
  payment_key   text,
  period_start  timestamptz,
  period_end    timestamptz,
  paid_at       timestamptz,
  cancelled_at  timestamptz,
  cancel_reason text NOT NULL DEFAULT '',
  failure_code  text NOT NULL DEFAULT '',
  memo          text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX membership_histories_user ON membership_histories (user_id, created_at DESC);
CREATE INDEX membership_histories_paid ON membership_histories (paid_at);

CREATE TABLE free_users (
  user_id    uuid PRIMARY KEY,
  is_free    boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE free_users;
DROP TABLE membership_histories;
DROP TABLE reservations;
DROP TABLE group_members;
DROP TABLE memberships;
DROP TABLE payment_methods;
DROP TABLE users;
DROP TABLE plans;
