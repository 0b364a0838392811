-- Up Migration
CREATE TABLE apps (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  type            text NOT NULL CHECK (type IN ('MOBILE', 'WEBSITE')),
  name            text NOT NULL,
  name_en         text NOT NULL DEFAULT '',
  category_codes  text[] NOT NULL DEFAULT '{}',
  mau             bigint NOT NULL DEFAULT 0 CHECK (mau >= 0),
  icon_url        text NOT NULL DEFAULT '',
  store_url       text NOT NULL DEFAULT '',
  released_at     date,
  version         bigint NOT NULL DEFAULT 1,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX apps_type_created ON apps (type, created_at DESC);

-- Down Migration
DROP TABLE apps;
