-- Up Migration
-- Product events whose product could not be read back from the marketplace (it was unavailable):
-- kept in the consumer's transaction so the consumer never waits for the marketplace, and retried
-- by a repeating job until the product is indexed or removed (products.ts).
CREATE TABLE pending_products (
  product_id  text PRIMARY KEY,
  version     bigint NOT NULL,
  deleted     boolean NOT NULL DEFAULT false,
  noted_at    timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE pending_products;
