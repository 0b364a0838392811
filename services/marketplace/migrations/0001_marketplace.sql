-- Up Migration
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- A projection of identity's users (identity.user events): the seller block of a product, the
-- reviewer's name and image, and the referral ids a buyer may name.
CREATE TABLE users (
  id             uuid PRIMARY KEY,
  email          text,
  name           text NOT NULL DEFAULT '',
  nickname       text NOT NULL DEFAULT '',
  image          text NOT NULL DEFAULT '',
  referral_id    text UNIQUE,
  email_verified boolean NOT NULL DEFAULT false,
  role           text NOT NULL DEFAULT 'USER',
  deleted_at     timestamptz,
  updated_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE products (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_user_id     uuid NOT NULL,
  -- The tab: TEMPLATE | CLASS; follows from type.
  product_type       text NOT NULL CHECK (product_type IN ('TEMPLATE', 'CLASS')),
  type               text NOT NULL CHECK (type IN ('TEMPLATE', 'PORTFOLIO', 'EBOOK', 'WORKSHOP')),
  title              text NOT NULL,
  description        text NOT NULL DEFAULT '',
  -- Integer KRW: the list price and what is taken off it (the buyer pays amount - discount_amount).
  amount             bigint NOT NULL CHECK (amount >= 0),
  discount_amount    bigint NOT NULL DEFAULT 0 CHECK (discount_amount >= 0 AND discount_amount <= amount),
  product_code       text NOT NULL,
  thumbnail_img_urls text[] NOT NULL DEFAULT '{}',
  detail_img_urls    text[] NOT NULL DEFAULT '{}',
  page_cnt           integer NOT NULL DEFAULT 0 CHECK (page_cnt >= 0),
  exclusive_flag     boolean NOT NULL DEFAULT false,
  -- Published.
  use_flag           boolean NOT NULL DEFAULT false,
  -- Sales ended.
  end_flag           boolean NOT NULL DEFAULT false,
  -- Workshop seats (0: not limited) and the seats held by paid or pending orders.
  max_person_cnt     integer NOT NULL DEFAULT 0 CHECK (max_person_cnt >= 0),
  starts_at          timestamptz,
  seats_taken        integer NOT NULL DEFAULT 0 CHECK (seats_taken >= 0),
  order_count        integer NOT NULL DEFAULT 0 CHECK (order_count >= 0),
  review_count       integer NOT NULL DEFAULT 0 CHECK (review_count >= 0),
  star_sum           integer NOT NULL DEFAULT 0 CHECK (star_sum >= 0),
  -- Retired: deleted by its seller while it had orders.
  deleted_at         timestamptz,
  version            bigint NOT NULL DEFAULT 1,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT products_seats CHECK (max_person_cnt = 0 OR seats_taken <= max_person_cnt)
);
CREATE INDEX products_listed ON products (product_type, type, created_at DESC) WHERE use_flag AND deleted_at IS NULL;
CREATE INDEX products_seller ON products (seller_user_id, created_at DESC);
-- Keyword search (Korean and English) with ILIKE over title and description.
CREATE INDEX products_text ON products USING gin ((title || ' ' || description) gin_trgm_ops);

-- A product's downloadable files, 1-based sort.
CREATE TABLE product_files (
  product_id   uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  sort         integer NOT NULL CHECK (sort >= 1),
  key          text NOT NULL,
  name         text NOT NULL,
  size         bigint NOT NULL DEFAULT 0,
  content_type text NOT NULL DEFAULT 'application/octet-stream',
  PRIMARY KEY (product_id, sort)
);

CREATE TABLE orders (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id          uuid NOT NULL REFERENCES products (id),
  user_id             uuid NOT NULL,
  seller_user_id      uuid NOT NULL,
  -- Integer KRW the buyer pays (0 for a free product).
  amount              bigint NOT NULL CHECK (amount >= 0),
  status              text NOT NULL CHECK (status IN ('PENDING', 'CMPL', 'CNCL', 'FAIL')),
  referral_id         text NOT NULL DEFAULT '',
  referrer_user_id    uuid,
  platform_fee        bigint NOT NULL DEFAULT 0 CHECK (platform_fee >= 0),
  referral_payout     bigint NOT NULL DEFAULT 0 CHECK (referral_payout >= 0),
  payment_key         text NOT NULL DEFAULT '',
  failure_code        text NOT NULL DEFAULT '',
  cancel_reason       text NOT NULL DEFAULT '',
  first_downloaded_at timestamptz,
  paid_at             timestamptz,
  cancelled_at        timestamptz,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now()
);
-- One live order per buyer and product: a second concurrent order fails here.
CREATE UNIQUE INDEX orders_one_live ON orders (product_id, user_id) WHERE status IN ('PENDING', 'CMPL');
CREATE INDEX orders_user ON orders (user_id, created_at DESC);
CREATE INDEX orders_seller_paid ON orders (seller_user_id, paid_at DESC) WHERE paid_at IS NOT NULL;
CREATE INDEX orders_pending ON orders (created_at) WHERE status = 'PENDING';

CREATE TABLE reviews (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  user_id    uuid NOT NULL,
  star_rate  smallint NOT NULL CHECK (star_rate BETWEEN 1 AND 5),
  review     text NOT NULL DEFAULT '' CHECK (char_length(review) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (product_id, user_id)
);
CREATE INDEX reviews_product ON reviews (product_id, created_at DESC);

-- Down Migration
DROP TABLE reviews;
DROP TABLE orders;
DROP TABLE product_files;
DROP TABLE products;
DROP TABLE users;
