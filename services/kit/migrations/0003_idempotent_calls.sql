-- Up Migration
-- Changes asked for with an Idempotency-Key: the first call's answer, kept a day, so a retry after a
-- dropped connection gets it instead of running the change again (kit grpc/idempotency.ts).
CREATE TABLE idempotent_calls (
  method       text NOT NULL,
  caller       text NOT NULL,
  key          text NOT NULL,
  request_hash text NOT NULL,
  state        text NOT NULL CHECK (state IN ('RUNNING', 'DONE')),
  response     jsonb,
  error        jsonb,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (method, caller, key)
);
CREATE INDEX idempotent_calls_age ON idempotent_calls (created_at);

-- Down Migration
DROP TABLE idempotent_calls;
