-- Up Migration

-- A projection of identity's users (identity.user events): authors' names and images. A closed
-- account keeps its id with the personal fields emptied (deleted_at); its posts, comments and votes are purged.
CREATE TABLE users (
  id         uuid PRIMARY KEY,
  name       text NOT NULL DEFAULT '',
  nickname   text NOT NULL DEFAULT '',
  image      text NOT NULL DEFAULT '',
  deleted_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE users;
