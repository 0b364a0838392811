import type { Pool, Tx } from '@screenshelf/kit';
import type { FlowBrowseQuery, FlowInput } from './domain/flows.js';
import type { Thumbnail } from './store.js';

type Db = Pool | Tx;

/** A flow with what its cards show of its app and its steps in order (migrations/0009_flows.sql). */
export interface FlowRow {
  id: string;
  app_id: string;
  app_name: string;
  app_name_en: string;
  app_type: 'MOBILE' | 'WEBSITE';
  app_icon: string;
  name: string;
  name_en: string;
  pattern_code: string;
  updated_at: Date;
  steps: { imageId: string; image: string; thumbnails: Thumbnail[]; label: string; labelEn: string }[];
}

// Steps come in position order; positions may have gaps (a deleted screen's step went), so readers number them.
const FLOW_SELECT = `SELECT f.id, f.app_id, a.name AS app_name, a.name_en AS app_name_en, a.type AS app_type, a.icon_url AS app_icon,
    f.name, f.name_en, f.pattern_code, f.updated_at,
    COALESCE((SELECT jsonb_agg(jsonb_build_object('imageId', i.id, 'image', i.url, 'thumbnails', i.thumbnails, 'label', s.label, 'labelEn', s.label_en)
                               ORDER BY s.position)
              FROM flow_steps s JOIN images i ON i.id = s.image_id WHERE s.flow_id = f.id), '[]'::jsonb) AS steps
  FROM flows f JOIN apps a ON a.id = f.app_id`;

export async function findFlow(db: Db, id: string): Promise<FlowRow | undefined> {
  const { rows } = await db.query<FlowRow>(`${FLOW_SELECT} WHERE f.id = $1`, [id]);
  return rows[0];
}

/** The app a flow belongs to (id and type, for the paywall), when the flow exists. */
export async function appOfFlow(db: Db, id: string): Promise<{ appId: string; type: string } | undefined> {
  const { rows } = await db.query<{ appId: string; type: string }>(
    'SELECT a.id AS "appId", a.type FROM flows f JOIN apps a ON a.id = f.app_id WHERE f.id = $1',
    [id],
  );
  return rows[0];
}

/** An app's flows, oldest first (the order an admin added them). */
export async function flowsOfApp(db: Db, appId: string): Promise<FlowRow[]> {
  const { rows } = await db.query<FlowRow>(`${FLOW_SELECT} WHERE f.app_id = $1 ORDER BY f.created_at, f.id`, [appId]);
  return rows;
}

// The filters of a flow browse, shared by the page and the count of what is locked ($1–$4).
const BROWSE_WHERE = `($1::text IS NULL OR a.type = $1) AND (cardinality($2::text[]) = 0 OR f.pattern_code = ANY($2))
  AND (cardinality($3::text[]) = 0 OR a.category_codes && $3) AND ($4::uuid IS NULL OR a.id = $4)`;
const browseParams = (q: FlowBrowseQuery) => [q.type ?? null, q.patternCodes, q.categoryCodes, q.appId ?? null];

/** A page of flows, newest apps first; `appIds`: only these apps' (a free caller's window), undefined: every app's. */
export async function browseFlows(db: Db, q: FlowBrowseQuery, appIds: string[] | undefined): Promise<FlowRow[]> {
  const { rows } = await db.query<FlowRow>(
    `${FLOW_SELECT} WHERE ${BROWSE_WHERE} AND ($7::uuid[] IS NULL OR a.id = ANY($7::uuid[]))
     ORDER BY a.created_at DESC, a.id, f.created_at, f.id LIMIT $5 OFFSET $6`,
    [...browseParams(q), q.limit, q.offset, appIds ?? null],
  );
  return rows;
}

/** How many flows the filters match outside the apps `appIds` (the free tier's wall). */
export async function countFlowsOutside(db: Db, q: FlowBrowseQuery, appIds: string[]): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM flows f JOIN apps a ON a.id = f.app_id WHERE ${BROWSE_WHERE} AND a.id <> ALL($5::uuid[])`,
    [...browseParams(q), appIds],
  );
  return rows[0]!.n;
}

/** Which of `imageIds` are screens of the app. */
export async function screensOfApp(db: Db, appId: string, imageIds: string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM images WHERE app_id = $1 AND id = ANY($2::uuid[])', [
    appId,
    imageIds,
  ]);
  return new Set(rows.map((r) => r.id));
}

export async function insertFlow(tx: Tx, appId: string, flow: FlowInput): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    'INSERT INTO flows (app_id, name, name_en, pattern_code) VALUES ($1, $2, $3, $4) RETURNING id',
    [appId, flow.name, flow.nameEn, flow.patternCode],
  );
  const id = rows[0]!.id;
  await insertSteps(tx, id, flow.steps);
  return id;
}

/** Replaces a flow's name, pattern and steps (the row stays locked to the end of the transaction); its app, or undefined when there is no such flow. */
export async function updateFlow(tx: Tx, id: string, flow: FlowInput): Promise<string | undefined> {
  const { rows } = await tx.query<{ app_id: string }>(
    'UPDATE flows SET name = $2, name_en = $3, pattern_code = $4, updated_at = now() WHERE id = $1 RETURNING app_id',
    [id, flow.name, flow.nameEn, flow.patternCode],
  );
  if (!rows[0]) return undefined;
  await tx.query('DELETE FROM flow_steps WHERE flow_id = $1', [id]);
  await insertSteps(tx, id, flow.steps);
  return rows[0].app_id;
}

async function insertSteps(tx: Tx, flowId: string, steps: FlowInput['steps']): Promise<void> {
  await tx.query(
    `INSERT INTO flow_steps (flow_id, position, image_id, label, label_en)
     SELECT $1, s.position, s.image_id, s.label, s.label_en
     FROM jsonb_to_recordset($2::jsonb) AS s(position int, image_id uuid, label text, label_en text)`,
    [
      flowId,
      JSON.stringify(steps.map((s, position) => ({ position, image_id: s.imageId, label: s.label, label_en: s.labelEn }))),
    ],
  );
}

/** Removes a flow (its steps go with it); the removed flow as it was, or undefined. */
export async function deleteFlow(tx: Tx, id: string): Promise<FlowRow | undefined> {
  const before = await findFlow(tx, id);
  if (!before) return undefined;
  const { rowCount } = await tx.query('DELETE FROM flows WHERE id = $1', [id]);
  return rowCount ? before : undefined;
}

/** The flows of several apps, each app's oldest first (the catalog.app snapshots of a page of apps). */
export async function flowsOfApps(db: Db, appIds: string[]): Promise<Map<string, FlowRow[]>> {
  const byApp = new Map<string, FlowRow[]>();
  if (appIds.length === 0) return byApp;
  const { rows } = await db.query<FlowRow>(`${FLOW_SELECT} WHERE f.app_id = ANY($1::uuid[]) ORDER BY f.created_at, f.id`, [appIds]);
  for (const row of rows) byApp.set(row.app_id, [...(byApp.get(row.app_id) ?? []), row]);
  return byApp;
}
