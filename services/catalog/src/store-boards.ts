import type { Pool, Tx } from '@screenshelf/kit';
import type { CollectionTargetType } from './domain/boards.js';
import { COVERS_PER_BOARD, FLOW_STEPS_SHOWN } from './domain/boards.js';
import type { Thumbnail } from './store.js';

type Db = Pool | Tx;

/** A board as stored, with how many items it holds. */
export interface BoardRow {
  id: string;
  owner_id: string;
  group_id: string | null;
  name: string;
  share_token: string | null;
  item_count: number;
  created_at: Date;
  updated_at: Date;
}

/** An item with what it points at: its app always (the paywall's unit), the screen or flow when it is one. */
export interface BoardItemRow {
  id: string;
  collection_id: string;
  target_type: CollectionTargetType;
  target_id: string;
  note: string;
  /** Its place among the board's items, 0 first. */
  position: number;
  created_at: Date;
  app_id: string;
  app_type: string;
  app_name: string;
  app_name_en: string;
  app_icon: string;
  image_url: string | null;
  image_thumbnails: Thumbnail[] | null;
  flow_name: string | null;
  flow_name_en: string | null;
  flow_step_count: number | null;
  flow_images: string[] | null;
}

const BOARD_COLUMNS = `c.id, c.owner_id, c.group_id, c.name, c.share_token, c.created_at, c.updated_at,
  (SELECT count(*) FROM collection_items i WHERE i.collection_id = c.id)::int AS item_count`;

export async function findBoard(db: Db, id: string, { lock = false } = {}): Promise<BoardRow | undefined> {
  // FOR UPDATE cannot sit beside the count's subquery: lock the row first, then read it whole.
  if (lock) await db.query('SELECT 1 FROM collections WHERE id = $1 FOR UPDATE', [id]);
  const { rows } = await db.query<BoardRow>(`SELECT ${BOARD_COLUMNS} FROM collections c WHERE c.id = $1`, [id]);
  return rows[0];
}

export async function findBoardByShareToken(db: Db, token: string): Promise<BoardRow | undefined> {
  const { rows } = await db.query<BoardRow>(`SELECT ${BOARD_COLUMNS} FROM collections c WHERE c.share_token = $1`, [token]);
  return rows[0];
}

/** A person's own boards and their group's team boards, the most recently changed first. */
export async function listBoards(db: Db, userId: string, groupId: string | undefined): Promise<BoardRow[]> {
  const { rows } = await db.query<BoardRow>(
    `SELECT ${BOARD_COLUMNS} FROM collections c
     WHERE (c.group_id IS NULL AND c.owner_id = $1) OR ($2::text IS NOT NULL AND c.group_id = $2)
     ORDER BY c.updated_at DESC, c.id`,
    [userId, groupId ?? null],
  );
  return rows;
}

/**
 * How many boards a person (personal boards) or a group (team boards) keeps, counted under a
 * transaction-wide lock of that owner, so two creations at once cannot both pass the limit.
 */
export async function countBoardsLocked(tx: Tx, owner: { userId: string } | { groupId: string }): Promise<number> {
  const key = 'groupId' in owner ? `collections:group:${owner.groupId}` : `collections:user:${owner.userId}`;
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
  const { rows } = await tx.query<{ n: number }>(
    'groupId' in owner
      ? 'SELECT count(*)::int AS n FROM collections WHERE group_id = $1'
      : 'SELECT count(*)::int AS n FROM collections WHERE owner_id = $1 AND group_id IS NULL',
    ['groupId' in owner ? owner.groupId : owner.userId],
  );
  return rows[0]!.n;
}

export async function insertBoard(tx: Tx, board: { ownerId: string; groupId: string | null; name: string }): Promise<string> {
  const { rows } = await tx.query<{ id: string }>('INSERT INTO collections (owner_id, group_id, name) VALUES ($1, $2, $3) RETURNING id', [
    board.ownerId,
    board.groupId,
    board.name,
  ]);
  return rows[0]!.id;
}

/** Renames a board and sets its share token (`undefined` keeps either); marks it changed. */
export async function updateBoard(tx: Tx, id: string, changes: { name?: string; shareToken?: string | null }): Promise<void> {
  await tx.query(
    `UPDATE collections SET name = COALESCE($2, name),
       share_token = CASE WHEN $3 THEN $4 ELSE share_token END, updated_at = now()
     WHERE id = $1`,
    [id, changes.name ?? null, changes.shareToken !== undefined, changes.shareToken ?? null],
  );
}

/** Marks a board changed (its items moved, came or went). */
export async function touchBoard(tx: Tx, id: string): Promise<void> {
  await tx.query('UPDATE collections SET updated_at = now() WHERE id = $1', [id]);
}

/** Removes a board; its items go with it (ON DELETE CASCADE). */
export async function deleteBoard(tx: Tx, id: string): Promise<number> {
  const { rowCount } = await tx.query('DELETE FROM collections WHERE id = $1', [id]);
  return rowCount ?? 0;
}

/** A closed account: its personal boards go; team boards belong to their group and stay. */
export async function deletePersonalBoards(tx: Tx, userId: string): Promise<number> {
  const { rowCount } = await tx.query('DELETE FROM collections WHERE owner_id = $1 AND group_id IS NULL', [userId]);
  return rowCount ?? 0;
}

// ---- items

/** The app (id and type) an app, flow or screen belongs to, when the target exists. */
export async function appOfTarget(db: Db, type: CollectionTargetType, id: string): Promise<{ appId: string; type: string } | undefined> {
  const from =
    type === 'APP' ? 'apps a WHERE a.id = $1' : `${type === 'FLOW' ? 'flows' : 'images'} t JOIN apps a ON a.id = t.app_id WHERE t.id = $1`;
  const { rows } = await db.query<{ appId: string; type: string }>(`SELECT a.id AS "appId", a.type FROM ${from}`, [id]);
  return rows[0];
}

/** The board's item ids in their order (read under the board's lock). */
export async function itemOrder(tx: Tx, boardId: string): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>('SELECT id FROM collection_items WHERE collection_id = $1 ORDER BY position, id', [boardId]);
  return rows.map((r) => r.id);
}

export async function findItemByTarget(tx: Tx, boardId: string, type: string, targetId: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ id: string }>(
    'SELECT id FROM collection_items WHERE collection_id = $1 AND target_type = $2 AND target_id = $3',
    [boardId, type, targetId],
  );
  return rows[0]?.id;
}

/** Adds an item last (the caller holds the board's lock). */
export async function insertItem(
  tx: Tx,
  boardId: string,
  item: { targetType: string; targetId: string; note: string; addedBy: string },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO collection_items (collection_id, target_type, target_id, note, added_by, position)
     VALUES ($1, $2, $3, $4, $5, (SELECT COALESCE(max(position) + 1, 0) FROM collection_items WHERE collection_id = $1))
     RETURNING id`,
    [boardId, item.targetType, item.targetId, item.note, item.addedBy],
  );
  return rows[0]!.id;
}

/** Gives the board's items the positions 0..n-1 in this order (the caller holds the board's lock). */
export async function setItemOrder(tx: Tx, boardId: string, ids: string[]): Promise<void> {
  await tx.query(
    `UPDATE collection_items ci SET position = o.n - 1
     FROM unnest($2::uuid[]) WITH ORDINALITY AS o(id, n)
     WHERE ci.id = o.id AND ci.collection_id = $1 AND ci.position IS DISTINCT FROM o.n - 1`,
    [boardId, ids],
  );
}

export async function setItemNote(tx: Tx, boardId: string, itemId: string, note: string): Promise<void> {
  await tx.query('UPDATE collection_items SET note = $3 WHERE id = $2 AND collection_id = $1', [boardId, itemId, note]);
}

export async function deleteItem(tx: Tx, boardId: string, itemId: string): Promise<number> {
  const { rowCount } = await tx.query('DELETE FROM collection_items WHERE id = $2 AND collection_id = $1', [boardId, itemId]);
  return rowCount ?? 0;
}

/** A board's items in order (or one of them), each with its app and its screen or flow. */
export async function loadItems(db: Db, boardId: string, itemId?: string): Promise<BoardItemRow[]> {
  const { rows } = await db.query<BoardItemRow>(
    `SELECT * FROM (
       SELECT ci.id, ci.collection_id, ci.target_type, ci.target_id, ci.note, ci.created_at,
              (row_number() OVER (ORDER BY ci.position, ci.id) - 1)::int AS position,
              a.id AS app_id, a.type AS app_type, a.name AS app_name, a.name_en AS app_name_en, a.icon_url AS app_icon,
              i.url AS image_url, i.thumbnails AS image_thumbnails,
              f.name AS flow_name, f.name_en AS flow_name_en,
              CASE WHEN f.id IS NULL THEN NULL ELSE (SELECT count(*) FROM flow_steps s WHERE s.flow_id = f.id)::int END AS flow_step_count,
              CASE WHEN f.id IS NULL THEN NULL ELSE ARRAY(
                SELECT im.url FROM flow_steps s JOIN images im ON im.id = s.image_id WHERE s.flow_id = f.id ORDER BY s.position LIMIT ${FLOW_STEPS_SHOWN}
              ) END AS flow_images
       FROM collection_items ci
       LEFT JOIN images i ON i.id = ci.image_id
       LEFT JOIN flows f ON f.id = ci.flow_id
       JOIN apps a ON a.id = COALESCE(ci.app_id, i.app_id, f.app_id)
       WHERE ci.collection_id = $1
     ) items
     WHERE $2::uuid IS NULL OR items.id = $2
     ORDER BY position`,
    [boardId, itemId ?? null],
  );
  return rows;
}

/**
 * Up to COVERS_PER_BOARD screens of each board, first items first: a screen item's file, a flow's
 * first step; only of apps in `appIds` (the reader's window) unless that is undefined (everything).
 */
export async function boardCovers(db: Db, boardIds: string[], appIds: string[] | undefined): Promise<Map<string, string[]>> {
  if (boardIds.length === 0) return new Map();
  const { rows } = await db.query<{ collection_id: string; urls: string[] }>(
    `SELECT b.id AS collection_id, ARRAY(
       SELECT url FROM (
         -- A screen that is an item and a flow's first step too covers the board once.
         SELECT DISTINCT ON (COALESCE(i.url, first_step.url)) COALESCE(i.url, first_step.url) AS url, ci.position, ci.id
         FROM collection_items ci
         LEFT JOIN images i ON i.id = ci.image_id
         LEFT JOIN LATERAL (
           SELECT im.url, im.app_id FROM flow_steps s JOIN images im ON im.id = s.image_id
           WHERE s.flow_id = ci.flow_id ORDER BY s.position LIMIT 1
         ) first_step ON ci.flow_id IS NOT NULL
         WHERE ci.collection_id = b.id AND COALESCE(i.url, first_step.url) IS NOT NULL
           AND ($2::uuid[] IS NULL OR COALESCE(i.app_id, first_step.app_id) = ANY($2::uuid[]))
         ORDER BY COALESCE(i.url, first_step.url), ci.position, ci.id
       ) covers
       ORDER BY position, id LIMIT ${COVERS_PER_BOARD}
     ) AS urls
     FROM unnest($1::uuid[]) AS b(id)`,
    [boardIds, appIds ?? null],
  );
  return new Map(rows.map((r) => [r.collection_id, r.urls]));
}

// ---- export

/** A screen of an exported item, in the item's order (a flow's steps, an app's first screens). */
export interface ExportScreenRow {
  item_id: string;
  image_id: string;
  url: string;
  app_id: string;
  app_type: string;
  pattern_name: string;
  pattern_code: string;
  label: string;
  label_en: string;
  flow_pattern_code: string;
}

/**
 * Each item's screens as an export holds them: a screen item its screen, a flow item its steps in
 * order, an app item its first `appScreens` screens (patterns in their order, then each pattern's).
 */
const EXPORT_SCREENS = `
  SELECT ci.id AS item_id, s.image_id, im.url, a.id AS app_id, a.type AS app_type,
         p.name AS pattern_name, p.code AS pattern_code, s.label, s.label_en,
         COALESCE(f.pattern_code, '') AS flow_pattern_code, ci.position, s.ord
  FROM collection_items ci
  LEFT JOIN flows f ON f.id = ci.flow_id
  CROSS JOIN LATERAL (
    SELECT ci.image_id AS image_id, 0::bigint AS ord, '' AS label, '' AS label_en WHERE ci.image_id IS NOT NULL
    UNION ALL
    SELECT fs.image_id, fs.position::bigint, fs.label, fs.label_en FROM flow_steps fs WHERE fs.flow_id = ci.flow_id
    UNION ALL
    SELECT first.id, first.ord, '', '' FROM (
      SELECT ai.id, row_number() OVER (ORDER BY ap.sort_order, ap.created_at, ap.name, ai.sort_order, ai.created_at, ai.id) AS ord
      FROM images ai JOIN patterns ap ON ap.id = ai.pattern_id
      WHERE ci.app_id IS NOT NULL AND ai.app_id = ci.app_id
      ORDER BY ord LIMIT $2
    ) first
  ) s
  JOIN images im ON im.id = s.image_id
  JOIN patterns p ON p.id = im.pattern_id
  JOIN apps a ON a.id = im.app_id
  WHERE ci.collection_id = $1`;

/** The screens of these items of a board (the ones the reader may open), by item, each in its order. */
export async function exportScreens(db: Db, boardId: string, itemIds: string[], appScreens: number): Promise<Map<string, ExportScreenRow[]>> {
  const { rows } = await db.query<ExportScreenRow>(`${EXPORT_SCREENS} AND ci.id = ANY($3::uuid[]) ORDER BY ci.position, ci.id, s.ord`, [
    boardId,
    appScreens,
    itemIds,
  ]);
  const byItem = new Map<string, ExportScreenRow[]>();
  for (const row of rows) {
    const screens = byItem.get(row.item_id);
    if (screens) screens.push(row);
    else byItem.set(row.item_id, [row]);
  }
  return byItem;
}

/** The screen if an export of this board holds it (as an item, a flow item's step, an app item's first screens). */
export async function exportScreen(db: Db, boardId: string, imageId: string, appScreens: number): Promise<ExportScreenRow | undefined> {
  const { rows } = await db.query<ExportScreenRow>(`${EXPORT_SCREENS} AND s.image_id = $3 LIMIT 1`, [boardId, appScreens, imageId]);
  return rows[0];
}
