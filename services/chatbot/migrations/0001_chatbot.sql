-- Up Migration

-- A signed-in caller's conversation (visitors' answers are not kept).
CREATE TABLE conversations (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id    text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX conversations_user ON conversations (user_id, created_at DESC);

-- One question and its checked answer (citations as the caller received them).
CREATE TABLE questions (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  user_id         text NOT NULL,
  q               text NOT NULL,
  answer          text NOT NULL,
  citations       jsonb NOT NULL DEFAULT '[]',
  answered_by     text NOT NULL CHECK (answered_by IN ('composer', 'model')),
  model           text NOT NULL DEFAULT '',
  lang            text NOT NULL,
  locked          integer NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX questions_user ON questions (user_id, created_at DESC);
CREATE INDEX questions_conversation ON questions (conversation_id, created_at);

-- The products an answer cited, for a seller's view of the questions about their products.
CREATE TABLE cited_products (
  question_id uuid NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  product_id  text NOT NULL,
  PRIMARY KEY (question_id, product_id)
);
CREATE INDEX cited_products_product ON cited_products (product_id);

-- Who sells each product (a projection of marketplace.order events).
CREATE TABLE product_sellers (
  product_id     text PRIMARY KEY,
  seller_user_id text NOT NULL
);
CREATE INDEX product_sellers_seller ON product_sellers (seller_user_id);

-- Down Migration
DROP TABLE product_sellers;
DROP TABLE cited_products;
DROP TABLE questions;
DROP TABLE conversations;
