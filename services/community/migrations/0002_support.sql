-- Up Migration

-- Contact requests: a question or a new-app request, from a signed-in user or a visitor.
CREATE TABLE support_requests (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind        text NOT NULL CHECK (kind IN ('QUESTION', 'APP_REQUEST')),
  email       text NOT NULL,
  user_id     uuid,
  message     text NOT NULL,
  app_name    text NOT NULL DEFAULT '',
  store_url   text NOT NULL DEFAULT '',
  lang        text NOT NULL DEFAULT 'ko',
  status      text NOT NULL DEFAULT 'NEW' CHECK (status IN ('NEW', 'IN_PROGRESS', 'DONE')),
  answer      text NOT NULL DEFAULT '',
  answered_at timestamptz,
  -- The answer mail's outbox row (its state is shown to admins).
  answer_mail_id text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_requests_list ON support_requests (status, created_at DESC);
CREATE INDEX support_requests_user ON support_requests (user_id);

-- Newsletter subscribers: a signed-in user (user_id) or a visitor's e-mail (confirmed by a link).
-- `token` is the subscriber's secret for the confirmation and one-click unsubscribe links.
CREATE TABLE newsletter_subscribers (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email        text NOT NULL,
  user_id      uuid UNIQUE,
  lang         text NOT NULL DEFAULT 'ko' CHECK (lang IN ('ko', 'en')),
  status       text NOT NULL CHECK (status IN ('PENDING', 'ACTIVE', 'UNSUBSCRIBED')),
  token        text NOT NULL UNIQUE,
  confirmed_at timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX newsletter_subscribers_email ON newsletter_subscribers (lower(email));

CREATE TABLE newsletter_issues (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subject_ko text NOT NULL,
  subject_en text NOT NULL,
  body_ko    text NOT NULL,
  body_en    text NOT NULL,
  status     text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'SENT')),
  recipients integer NOT NULL DEFAULT 0,
  sent_at    timestamptz,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE newsletter_issues;
DROP TABLE newsletter_subscribers;
DROP TABLE support_requests;
