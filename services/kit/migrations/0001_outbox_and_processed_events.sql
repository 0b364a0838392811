-- Up Migration
-- Events leave through this table, written in the same transaction as the change they describe.
CREATE TABLE outbox (
  seq         bigserial PRIMARY KEY,
  event_id    uuid NOT NULL UNIQUE,
  topic       text NOT NULL,
  key         text NOT NULL,
  type        text NOT NULL,
  payload     bytea NOT NULL,
  headers     jsonb NOT NULL DEFAULT '{}',
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- A consumer records each event it applied, in the same transaction, so a replay changes nothing.
CREATE TABLE processed_events (
  consumer     text NOT NULL,
  event_id     uuid NOT NULL,
  processed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (consumer, event_id)
);

-- Events a consumer could not apply after repeated tries, kept for a person to look at.
CREATE TABLE dead_events (
  consumer    text NOT NULL,
  event_id    text NOT NULL,
  topic       text NOT NULL,
  partition   int NOT NULL,
  "offset"    text NOT NULL,
  error       text NOT NULL,
  payload     bytea,
  headers     jsonb NOT NULL DEFAULT '{}',
  failed_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (consumer, event_id)
);

-- Down Migration
DROP TABLE dead_events;
DROP TABLE processed_events;
DROP TABLE outbox;
