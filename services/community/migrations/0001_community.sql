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

-- Screens are library screens by (app id, image id): the reader's own library window decides at
-- read time how each one shows (search.GetApp with the reader's token).
CREATE TABLE posts (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  author_id     uuid NOT NULL,
  title         text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  body          text NOT NULL DEFAULT '' CHECK (char_length(body) <= 10000),
  screens       jsonb NOT NULL DEFAULT '[]',
  tags          text[] NOT NULL DEFAULT '{}',
  -- Kept by the vote, comment and report changes in their own transactions (row lock on the post).
  vote_count    integer NOT NULL DEFAULT 0 CHECK (vote_count >= 0),
  comment_count integer NOT NULL DEFAULT 0 CHECK (comment_count >= 0),
  report_count  integer NOT NULL DEFAULT 0 CHECK (report_count >= 0),
  hidden_at     timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX posts_new ON posts (created_at DESC, id) WHERE hidden_at IS NULL;
CREATE INDEX posts_votes ON posts (vote_count DESC, created_at DESC) WHERE hidden_at IS NULL;
CREATE INDEX posts_author ON posts (author_id);
CREATE INDEX posts_tags ON posts USING gin (tags);

CREATE TABLE votes (
  post_id    uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  user_id    uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (post_id, user_id)
);
CREATE INDEX votes_user ON votes (user_id);

CREATE TABLE comments (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  post_id    uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  author_id  uuid NOT NULL,
  body       text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX comments_post ON comments (post_id, created_at, id);
CREATE INDEX comments_author ON comments (author_id);

CREATE TABLE reports (
  post_id     uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  reporter_id uuid NOT NULL,
  reason      text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (post_id, reporter_id)
);
CREATE INDEX reports_reporter ON reports (reporter_id);

-- Down Migration
DROP TABLE reports;
DROP TABLE comments;
DROP TABLE votes;
DROP TABLE posts;
DROP TABLE users;
