import type { Pool, Tx } from '@screenshelf/kit';
import type { AppChanges, NewApp } from './domain/app.js';
import type { CodeEntry, CodeType, NewCode } from './domain/codes.js';
import type { ContentInput, PatternInput } from './domain/library.js';

type Db = Pool | Tx;

export interface AppRow {
  id: string;
  type: 'MOBILE' | 'WEBSITE';
  name: string;
  name_en: string;
  category_codes: string[];
  mau: number;
  icon_url: string;
  store_url: string;
  released_at: string | null;
  description: string;
  description_en: string;
  version: number;
  like_count: number;
  created_at: Date;
  updated_at: Date;
}

export interface ImageRow {
  id: string;
  app_id: string;
  pattern_id: string;
  url: string;
  component_codes: string[];
  colors: string[];
  /** The text inside the screen (OCR); empty until read. */
  text: string;
  /** WebP thumbnails, narrowest first; empty until made (or when the screen is already small). */
  thumbnails: Thumbnail[];
  /** Its layout (thumbnails.ts layoutHashOf: 32 hex digits); empty until made, with the thumbnails. */
  layout_hash: string;
  sort_order: number;
  like_count: number;
  created_at: Date;
  updated_at: Date;
}

/** A thumbnail of a screen: its width in pixels and its `/uploads/thumbs/…` path. */
export interface Thumbnail {
  width: number;
  url: string;
}

export interface PatternRow {
  id: string;
  app_id: string;
  name: string;
  code: string;
  sort_order: number;
  created_at: Date;
  updated_at: Date;
}

/** An app as the catalog holds it: the app, its patterns, each with its screens in order. */
export interface AppAggregate {
  app: AppRow;
  patterns: (PatternRow & { images: ImageRow[] })[];
}

const APP_COLUMNS = `id, type, name, name_en, category_codes, mau::float8 AS mau, icon_url, store_url, description, description_en,
  to_char(released_at, 'YYYY-MM-DD') AS released_at, version::float8 AS version, like_count::float8 AS like_count, created_at, updated_at`;
const IMAGE_COLUMNS = `id, app_id, pattern_id, url, component_codes, colors, text, thumbnails, layout_hash, sort_order, like_count::float8 AS like_count, created_at, updated_at`;

export async function insertApp(tx: Tx, app: Omit<NewApp, 'releaseStatus'>): Promise<AppRow> {
  const { rows } = await tx.query<AppRow>(
    `INSERT INTO apps (type, name, name_en, category_codes, mau, icon_url, store_url, released_at, description, description_en)
     VALUES ($1, $2, $3, $4, $5, $6, $7, NULLIF($8, '')::date, $9, $10)
     RETURNING ${APP_COLUMNS}`,
    [app.type, app.name, app.nameEn, app.categoryCodes, app.mau, app.iconUrl, app.storeUrl, app.releasedAt, app.description, app.descriptionEn],
  );
  return rows[0]!;
}

export async function findApp(db: Db, id: string, { lock = false } = {}): Promise<AppRow | undefined> {
  const { rows } = await db.query<AppRow>(`SELECT ${APP_COLUMNS} FROM apps WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0];
}

/** Applies an admin's changes; bumps the version and updatedAt. Undefined when there is no such app. */
export async function updateApp(tx: Tx, id: string, changes: AppChanges): Promise<AppRow | undefined> {
  const { rows } = await tx.query<AppRow>(
    `UPDATE apps SET
       type = COALESCE($2, type), name = COALESCE($3, name), name_en = COALESCE($4, name_en),
       category_codes = COALESCE($5, category_codes), mau = COALESCE($6, mau), icon_url = COALESCE($7, icon_url),
       store_url = COALESCE($8, store_url),
       released_at = CASE WHEN $9::text IS NULL THEN released_at ELSE NULLIF($9, '')::date END,
       description = COALESCE($10, description), description_en = COALESCE($11, description_en),
       version = version + 1, updated_at = now()
     WHERE id = $1 RETURNING ${APP_COLUMNS}`,
    [id, changes.type ?? null, changes.name ?? null, changes.nameEn ?? null, changes.categoryCodes ?? null, changes.mau ?? null,
      changes.iconUrl ?? null, changes.storeUrl ?? null, changes.releasedAt ?? null, changes.description ?? null, changes.descriptionEn ?? null],
  );
  return rows[0];
}

/**
 * Marks an app changed (its patterns, screens or likes) and locks it, so the events of one app
 * leave in version order. `touch` moves updatedAt (content changes; likes do not).
 */
export async function bumpApp(tx: Tx, id: string, touch: boolean): Promise<AppRow | undefined> {
  const { rows } = await tx.query<AppRow>(
    `UPDATE apps SET version = version + 1, updated_at = CASE WHEN $2 THEN now() ELSE updated_at END
     WHERE id = $1 RETURNING ${APP_COLUMNS}`,
    [id, touch],
  );
  return rows[0];
}

/** Removes an app; its patterns, screens, bookmarks and likes go with it (foreign keys, ON DELETE CASCADE). */
export async function deleteApp(tx: Tx, id: string): Promise<AppRow | undefined> {
  const { rows } = await tx.query<AppRow>(`DELETE FROM apps WHERE id = $1 RETURNING ${APP_COLUMNS}`, [id]);
  return rows[0];
}

export async function loadAggregates(db: Db, apps: AppRow[]): Promise<AppAggregate[]> {
  if (apps.length === 0) return [];
  const ids = apps.map((a) => a.id);
  const [patterns, images] = await Promise.all([
    db.query<PatternRow>('SELECT id, app_id, name, code, sort_order, created_at, updated_at FROM patterns WHERE app_id = ANY($1) ORDER BY sort_order, created_at, name', [ids]),
    db.query<ImageRow>(`SELECT ${IMAGE_COLUMNS} FROM images WHERE app_id = ANY($1) ORDER BY sort_order, created_at, id`, [ids]),
  ]);
  const imagesOf = new Map<string, ImageRow[]>();
  for (const image of images.rows) imagesOf.set(image.pattern_id, [...(imagesOf.get(image.pattern_id) ?? []), image]);
  const patternsOf = new Map<string, AppAggregate['patterns']>();
  for (const pattern of patterns.rows) {
    patternsOf.set(pattern.app_id, [...(patternsOf.get(pattern.app_id) ?? []), { ...pattern, images: imagesOf.get(pattern.id) ?? [] }]);
  }
  return apps.map((app) => ({ app, patterns: patternsOf.get(app.id) ?? [] }));
}

export async function loadAggregate(db: Db, app: AppRow): Promise<AppAggregate> {
  return (await loadAggregates(db, [app]))[0]!;
}

/** Stored screens: patterns with their screens whose colours are already computed. */
export type StoredPattern = Omit<PatternInput, 'images'> & {
  images: { url: string; componentCodes: string[]; order?: number; colors: string[] }[];
};

/**
 * Adds patterns to an app (a pattern with an existing name gets the new code and the new screens
 * appended); `replace` first removes every pattern of the app (with their screens, bookmarks and likes).
 */
export async function savePatterns(tx: Tx, appId: string, patterns: StoredPattern[], replace: boolean): Promise<void> {
  // Screens, bookmarks and likes of the removed patterns go with them (foreign keys).
  if (replace) await tx.query('DELETE FROM patterns WHERE app_id = $1', [appId]);
  for (const pattern of patterns) {
    const { rows } = await tx.query<{ id: string; next_order: number }>(
      `INSERT INTO patterns (app_id, name, code, sort_order)
       VALUES ($1, $2, $3, (SELECT COALESCE(max(sort_order) + 1, 0) FROM patterns WHERE app_id = $1))
       ON CONFLICT (app_id, name) DO UPDATE SET code = CASE WHEN EXCLUDED.code = '' THEN patterns.code ELSE EXCLUDED.code END, updated_at = now()
       RETURNING id, (SELECT COALESCE(max(sort_order) + 1, 0) FROM images WHERE pattern_id = patterns.id) AS next_order`,
      [appId, pattern.patternName, pattern.patternCode],
    );
    const { id, next_order } = rows[0]!;
    await insertImages(tx, appId, id, pattern.images.map((image, i) => ({ ...image, order: next_order + (image.order ?? i) })));
  }
}

async function insertImages(tx: Tx, appId: string, patternId: string, images: StoredPattern['images']): Promise<void> {
  if (images.length === 0) return;
  await tx.query(
    `INSERT INTO images (app_id, pattern_id, url, component_codes, colors, sort_order)
     SELECT $1, $2, i.url, ARRAY(SELECT jsonb_array_elements_text(i.components)), ARRAY(SELECT jsonb_array_elements_text(i.colors)), i.ord
     FROM jsonb_to_recordset($3::jsonb) AS i(url text, components jsonb, colors jsonb, ord int)`,
    [appId, patternId, JSON.stringify(images.map((im) => ({ url: im.url, components: im.componentCodes, colors: im.colors, ord: im.order ?? 0 })))],
  );
}

/** Deletes a pattern, or only its screen with `imageUrl`; returns how many rows went. */
export async function deletePattern(tx: Tx, appId: string, patternName: string, imageUrl: string): Promise<number> {
  const pattern = await tx.query<{ id: string }>('SELECT id FROM patterns WHERE app_id = $1 AND name = $2', [appId, patternName]);
  const patternId = pattern.rows[0]?.id;
  if (!patternId) return 0;
  if (imageUrl) {
    // The screen's bookmarks and likes go with it (foreign keys).
    const { rowCount } = await tx.query('DELETE FROM images WHERE pattern_id = $1 AND url = $2', [patternId, imageUrl]);
    return rowCount ?? 0;
  }
  await tx.query('DELETE FROM patterns WHERE id = $1', [patternId]);
  return 1;
}

export async function setImageComponents(tx: Tx, imageId: string, componentCodes: string[]): Promise<ImageRow | undefined> {
  const { rows } = await tx.query<ImageRow>(
    `UPDATE images SET component_codes = $2, updated_at = now() WHERE id = $1 RETURNING ${IMAGE_COLUMNS}`,
    [imageId, componentCodes],
  );
  return rows[0];
}

export async function findImage(db: Db, imageId: string) {
  const { rows } = await db.query<ImageRow & { pattern_name: string; pattern_code: string }>(
    `SELECT ${IMAGE_COLUMNS.split(', ').map((c) => `i.${c}`).join(', ')}, p.name AS pattern_name, p.code AS pattern_code
     FROM images i JOIN patterns p ON p.id = i.pattern_id WHERE i.id = $1`,
    [imageId],
  );
  return rows[0];
}

/** One page of apps in id order, for a full snapshot (search's reindex). */
export async function appsAfter(db: Db, afterId: string, limit: number): Promise<AppRow[]> {
  const { rows } = await db.query<AppRow>(
    `SELECT ${APP_COLUMNS} FROM apps WHERE ($1 = '' OR id > $1::uuid) ORDER BY id LIMIT $2`,
    [afterId, limit],
  );
  return rows;
}

// ---- codes

export async function listCodes(db: Db, type?: CodeType): Promise<CodeEntry[]> {
  const { rows } = await db.query<CodeEntry>(
    `SELECT type, code, name, name_en AS "nameEn", description, COALESCE(parent_code, '') AS "parentCode", sort, synonyms
     FROM codes WHERE ($1::text IS NULL OR type = $1) ORDER BY type, sort, code`,
    [type ?? null],
  );
  return rows;
}

export async function insertCode(tx: Tx, code: NewCode): Promise<CodeEntry | undefined> {
  const { rows } = await tx.query<CodeEntry>(
    `INSERT INTO codes (type, code, name, name_en, description, parent_code, sort, synonyms)
     VALUES ($1, $2, $3, $4, $5, NULLIF($6, ''), (SELECT COALESCE(max(sort) + 1, 0) FROM codes WHERE type = $1), $7)
     ON CONFLICT DO NOTHING
     RETURNING type, code, name, name_en AS "nameEn", description, COALESCE(parent_code, '') AS "parentCode", sort, synonyms`,
    [code.type, code.code, code.name, code.nameEn, code.description, code.parentCode, code.synonyms],
  );
  return rows[0];
}

// ---- contents

export interface ContentRow {
  id: string;
  title: string;
  description: string;
  body: string;
  image: string;
  link_url: string;
  is_self_published: boolean;
  category_codes: string[];
  pattern_codes: string[];
  colors: string[];
  app_id: string | null;
  mau: number;
  version: number;
  created_at: Date;
  updated_at: Date;
}

const CONTENT_SELECT = `SELECT c.id, c.title, c.description, c.body, c.image, c.link_url, c.is_self_published, c.category_codes,
  c.pattern_codes, c.colors, c.app_id, COALESCE(a.mau, 0)::float8 AS mau, c.version::float8 AS version, c.created_at, c.updated_at
  FROM contents c LEFT JOIN apps a ON a.id = c.app_id`;

export async function findContent(db: Db, id: string): Promise<ContentRow | undefined> {
  const { rows } = await db.query<ContentRow>(`${CONTENT_SELECT} WHERE c.id = $1`, [id]);
  return rows[0];
}

export async function saveContent(tx: Tx, id: string | undefined, content: ContentInput, colors: string[]): Promise<string | undefined> {
  const values = [content.title, content.description, content.body, content.image, content.linkUrl, content.isSelfPublished,
    content.categoryCodes, content.patternCodes, colors, content.appId || null];
  if (!id) {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO contents (title, description, body, image, link_url, is_self_published, category_codes, pattern_codes, colors, app_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      values,
    );
    return rows[0]!.id;
  }
  const { rows } = await tx.query<{ id: string }>(
    `UPDATE contents SET title = $1, description = $2, body = $3, image = $4, link_url = $5, is_self_published = $6,
       category_codes = $7, pattern_codes = $8, colors = $9, app_id = $10, version = version + 1, updated_at = now()
     WHERE id = $11 RETURNING id`,
    [...values, id],
  );
  return rows[0]?.id;
}

export async function contentsAfter(db: Db, afterId: string, limit: number): Promise<ContentRow[]> {
  const { rows } = await db.query<ContentRow>(`${CONTENT_SELECT} WHERE ($1 = '' OR c.id > $1::uuid) ORDER BY c.id LIMIT $2`, [afterId, limit]);
  return rows;
}

// ---- bookmarks

export interface BookmarkRow {
  id: string;
  user_id: string;
  target_type: 'PATTERN' | 'IMAGE';
  target_id: string;
  created_at: Date;
  app_id: string;
  app_name: string;
  app_type: string;
  pattern_name: string;
  pattern_code: string;
  image: string;
  image_id: string;
  updated_at: Date;
}

/** The app (id and type) an app, pattern or screen belongs to, when the item exists. */
export async function appOfItem(db: Db, itemType: 'APP' | 'PATTERN' | 'IMAGE', itemId: string): Promise<{ appId: string; type: string } | undefined> {
  const from = itemType === 'APP' ? 'apps a WHERE a.id = $1' : `${itemType === 'PATTERN' ? 'patterns' : 'images'} t JOIN apps a ON a.id = t.app_id WHERE t.id = $1`;
  const { rows } = await db.query<{ appId: string; type: string }>(`SELECT a.id AS "appId", a.type FROM ${from}`, [itemId]);
  return rows[0];
}

/** The newest `n` apps of a type (by creation; ties by id), newest first: the free tier's window. */
export async function latestAppIds(db: Db, type: string, n: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM apps WHERE type = $1 ORDER BY created_at DESC, id LIMIT $2', [type, n]);
  return rows.map((r) => r.id);
}

export async function insertBookmark(tx: Tx, userId: string, targetType: string, targetId: string): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO bookmarks (user_id, target_type, target_id) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, target_type, target_id) DO UPDATE SET user_id = EXCLUDED.user_id RETURNING id`,
    [userId, targetType, targetId],
  );
  return rows[0]!.id;
}

/** Removes one of the user's own bookmarks; 0 when it is not theirs or not there. */
export async function deleteBookmark(tx: Tx, userId: string, id: string): Promise<number> {
  const { rowCount } = await tx.query('DELETE FROM bookmarks WHERE id = $1 AND user_id = $2', [id, userId]);
  return rowCount ?? 0;
}

export async function bookmarkOwner(db: Db, id: string): Promise<string | undefined> {
  const { rows } = await db.query<{ user_id: string }>('SELECT user_id FROM bookmarks WHERE id = $1', [id]);
  return rows[0]?.user_id;
}

/** A user's bookmarks, newest first, with what they point at (both kinds joined the same way). */
export async function listBookmarks(
  db: Db,
  userId: string,
  q: { targetType?: string; appType?: string; limit: number; offset: number; id?: string; appIds?: string[] },
): Promise<BookmarkRow[]> {
  const { rows } = await db.query<BookmarkRow>(
    `SELECT b.id, b.user_id, b.target_type, b.target_id, b.created_at, a.id AS app_id, a.name AS app_name, a.type AS app_type,
            p.name AS pattern_name, p.code AS pattern_code, COALESCE(i.url, first_image.url, '') AS image,
            COALESCE(i.id::text, first_image.id::text, '') AS image_id, COALESCE(i.updated_at, p.updated_at) AS updated_at
     FROM bookmarks b
     LEFT JOIN images i ON b.target_type = 'IMAGE' AND i.id = b.target_id
     JOIN patterns p ON p.id = CASE WHEN b.target_type = 'IMAGE' THEN i.pattern_id ELSE b.target_id END
     JOIN apps a ON a.id = p.app_id
     LEFT JOIN LATERAL (SELECT id, url FROM images WHERE pattern_id = p.id ORDER BY sort_order, created_at LIMIT 1) first_image
       ON b.target_type = 'PATTERN'
     WHERE b.user_id = $1 AND ($2::text IS NULL OR b.target_type = $2) AND ($3::text IS NULL OR a.type = $3)
       AND ($6::uuid IS NULL OR b.id = $6) AND ($7::uuid[] IS NULL OR a.id = ANY($7::uuid[]))
     ORDER BY b.created_at DESC, b.id LIMIT $4 OFFSET $5`,
    [userId, q.targetType ?? null, q.appType ?? null, q.limit, q.offset, q.id ?? null, q.appIds ?? null],
  );
  return rows;
}

// ---- likes

/** Likes or unlikes an item for a user and recounts it; the app the item belongs to is returned. */
export async function setLike(tx: Tx, userId: string, itemType: 'APP' | 'IMAGE', itemId: string, liked: boolean) {
  const table = itemType === 'APP' ? 'apps' : 'images';
  const owner = await tx.query<{ app_id: string }>(`SELECT ${itemType === 'APP' ? 'id' : 'app_id'} AS app_id FROM ${table} WHERE id = $1`, [itemId]);
  const appId = owner.rows[0]?.app_id;
  if (!appId) return undefined;
  if (liked) {
    await tx.query('INSERT INTO likes (user_id, item_type, item_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [userId, itemType, itemId]);
  } else {
    await tx.query('DELETE FROM likes WHERE user_id = $1 AND item_type = $2 AND item_id = $3', [userId, itemType, itemId]);
  }
  const { rows } = await tx.query<{ like_count: number }>(
    `UPDATE ${table} SET like_count = (SELECT count(*) FROM likes WHERE item_id = $1) WHERE id = $1 RETURNING like_count::float8 AS like_count`,
    [itemId],
  );
  return { appId, likeCount: rows[0]!.like_count };
}

export async function likedBy(db: Db, userId: string, itemIds: string[]): Promise<string[]> {
  const { rows } = await db.query<{ item_id: string }>('SELECT item_id FROM likes WHERE user_id = $1 AND item_id = ANY($2::uuid[])', [userId, itemIds]);
  return rows.map((r) => r.item_id);
}

/** A closed account: its bookmarks and likes go; returns the apps whose like counts changed. */
export async function deleteUserData(tx: Tx, userId: string): Promise<string[]> {
  await tx.query('DELETE FROM bookmarks WHERE user_id = $1', [userId]);
  const { rows } = await tx.query<{ item_type: string; item_id: string }>('DELETE FROM likes WHERE user_id = $1 RETURNING item_type, item_id', [userId]);
  const apps = new Set<string>();
  for (const { item_type, item_id } of rows) {
    const table = item_type === 'APP' ? 'apps' : 'images';
    const { rows: owner } = await tx.query<{ app_id: string }>(
      `UPDATE ${table} SET like_count = (SELECT count(*) FROM likes WHERE item_id = $1) WHERE id = $1 RETURNING ${item_type === 'APP' ? 'id' : 'app_id'} AS app_id`,
      [item_id],
    );
    if (owner[0]) apps.add(owner[0].app_id);
  }
  return [...apps];
}

// ---- background work on each screen: its text (OCR) and its thumbnails

/** A job every screen goes through once, in the background; its columns are `<job>_status`, `_attempts`, `_next_at`. */
export type ScreenJob = 'ocr' | 'thumb';
export interface LeasedScreen {
  id: string;
  url: string;
  attempts: number;
}

/** Screens waiting for a job, leased for `leaseSeconds` (another worker skips them meanwhile). */
export async function leasePendingScreens(pool: Pool, limit: number, leaseSeconds: number, job: ScreenJob = 'ocr'): Promise<LeasedScreen[]> {
  const { rows } = await pool.query<LeasedScreen>(
    `UPDATE images SET ${job}_next_at = now() + make_interval(secs => $2)
     WHERE id IN (SELECT id FROM images WHERE ${job}_status = 'PENDING' AND ${job}_next_at <= now()
                  ORDER BY ${job}_next_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING id, url, ${job}_attempts AS attempts`,
    [limit, leaseSeconds],
  );
  return rows;
}

/** Stores a screen's text (when it still shows the same file); the app it belongs to, if any. */
export async function saveScreenText(tx: Tx, id: string, url: string, text: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ app_id: string }>(
    `UPDATE images SET text = $3, ocr_status = 'DONE', ocr_attempts = ocr_attempts + 1 WHERE id = $1 AND url = $2 RETURNING app_id`,
    [id, url, text],
  );
  return rows[0]?.app_id;
}

/** Stores a screen's thumbnails and layout hash (when it still shows the same file); the app it belongs to, if any. */
export async function saveScreenThumbnails(tx: Tx, id: string, url: string, thumbnails: Thumbnail[], layoutHash = ''): Promise<string | undefined> {
  const { rows } = await tx.query<{ app_id: string }>(
    `UPDATE images SET thumbnails = $3::jsonb, layout_hash = $4, thumb_status = 'DONE', thumb_attempts = thumb_attempts + 1 WHERE id = $1 AND url = $2 RETURNING app_id`,
    [id, url, JSON.stringify(thumbnails), layoutHash],
  );
  return rows[0]?.app_id;
}

/** A failed attempt: retried after `retrySeconds` (doubling), or FAILED once `maxAttempts` is reached. */
export async function failScreenJob(pool: Pool, id: string, maxAttempts: number, retrySeconds: number, job: ScreenJob = 'ocr'): Promise<void> {
  await pool.query(
    `UPDATE images SET ${job}_attempts = ${job}_attempts + 1,
       ${job}_status = CASE WHEN ${job}_attempts + 1 >= $2 THEN 'FAILED' ELSE 'PENDING' END,
       ${job}_next_at = now() + make_interval(secs => $3 * power(2, ${job}_attempts))
     WHERE id = $1`,
    [id, maxAttempts, retrySeconds],
  );
}
