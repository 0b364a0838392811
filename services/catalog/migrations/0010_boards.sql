-- Up Migration
-- Collections (issue 30): a person's named, ordered boards of apps, flows and screens, and team
-- boards that belong to a Group Pro group (group_id: membership's id of the group; the owner is who
-- made it). A board shared by link carries a share_token (dropped when sharing is turned off, so old
-- links die). Items reference their target with a real foreign key per type (a generated column, as
-- bookmarks do in 0003), so removing an app, a flow or a screen removes it from every board.
CREATE TABLE collections (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id     text NOT NULL,
  group_id     text,
  name         text NOT NULL,
  share_token  text UNIQUE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX collections_owner ON collections (owner_id) WHERE group_id IS NULL;
CREATE INDEX collections_group ON collections (group_id) WHERE group_id IS NOT NULL;

CREATE TABLE collection_items (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  collection_id  uuid NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  target_type    text NOT NULL CHECK (target_type IN ('APP', 'FLOW', 'IMAGE')),
  target_id      uuid NOT NULL,
  note           text NOT NULL DEFAULT '',
  position       int NOT NULL,
  added_by       text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  app_id         uuid GENERATED ALWAYS AS (CASE WHEN target_type = 'APP' THEN target_id END) STORED
    REFERENCES apps (id) ON DELETE CASCADE,
  flow_id        uuid GENERATED ALWAYS AS (CASE WHEN target_type = 'FLOW' THEN target_id END) STORED
    REFERENCES flows (id) ON DELETE CASCADE,
  image_id       uuid GENERATED ALWAYS AS (CASE WHEN target_type = 'IMAGE' THEN target_id END) STORED
    REFERENCES images (id) ON DELETE CASCADE,
  UNIQUE (collection_id, target_type, target_id),
  -- Positions stay a permutation; a move rewrites several in one statement, checked at commit.
  UNIQUE (collection_id, position) DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX collection_items_app ON collection_items (app_id) WHERE app_id IS NOT NULL;
CREATE INDEX collection_items_flow ON collection_items (flow_id) WHERE flow_id IS NOT NULL;
CREATE INDEX collection_items_image ON collection_items (image_id) WHERE image_id IS NOT NULL;

-- Down Migration
DROP TABLE collection_items;
DROP TABLE collections;
