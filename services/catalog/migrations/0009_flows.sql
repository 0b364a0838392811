-- Up Migration
-- Flows (issue 30): an app's journey (sign-up, checkout) as its screens in order, a label per step.
-- A screen may be a step of several flows, but only once in one (UNIQUE (flow_id, image_id)).
CREATE TABLE flows (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  app_id        uuid NOT NULL REFERENCES apps (id) ON DELETE CASCADE,
  name          text NOT NULL,
  name_en       text NOT NULL DEFAULT '',
  pattern_code  text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX flows_app ON flows (app_id, created_at);

CREATE TABLE flow_steps (
  flow_id   uuid NOT NULL REFERENCES flows (id) ON DELETE CASCADE,
  position  int NOT NULL CHECK (position >= 0),
  image_id  uuid NOT NULL REFERENCES images (id) ON DELETE CASCADE,
  label     text NOT NULL DEFAULT '',
  label_en  text NOT NULL DEFAULT '',
  PRIMARY KEY (flow_id, position),
  UNIQUE (flow_id, image_id)
);
CREATE INDEX flow_steps_image ON flow_steps (image_id);

-- A deleted screen leaves its flows without that step (the foreign key), and the flow is changed
-- (updated_at). A flow left with fewer than two steps is no longer a journey, so it goes too. The
-- check runs at commit (a deferred trigger), so a write that replaces a flow's steps in one
-- transaction never sees the flow half-empty; positions keep their gaps, readers number the steps.
-- Replacing an app's patterns (PUT /api/apps/{appId}/patterns) makes new screens: its flows go with the old ones.
CREATE FUNCTION flow_step_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM flow_steps WHERE flow_id = OLD.flow_id) < 2 THEN
    DELETE FROM flows WHERE id = OLD.flow_id;
  ELSE
    UPDATE flows SET updated_at = now() WHERE id = OLD.flow_id AND updated_at < now();
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER flow_steps_removed AFTER DELETE ON flow_steps
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION flow_step_removed();

-- Down Migration
DROP TABLE flow_steps;
DROP FUNCTION flow_step_removed();
DROP TABLE flows;
