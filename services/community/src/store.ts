import type { Pool, Tx } from '@screenshelf/kit';
import type { ScreenRef, Sort } from './domain/posts.js';

type Db = Pool | Tx;

export interface PostRow {
  id: string;
  author_id: string;
  title: string;
  body: string;
  screens: ScreenRef[];
  tags: string[];
  vote_count: number;
  comment_count: number;
  report_count: number;
  hidden_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface UserRow {
  id: string;
  name: string;
  nickname: string;
  image: string;
  deleted_at: Date | null;
}

/**
 * Trending: votes decayed by age, (votes + 1) / (hours since posting + 2)^1.5, computed by Postgres
 * when the list is read — a new post starts near the top and needs votes to stay there; a day-old
 * post needs about 47 times the votes of a fresh one ((26 / 2)^1.5).
 */
const TRENDING_SQL = `(vote_count + 1) / power(GREATEST(extract(epoch FROM now() - created_at), 0) / 3600 + 2, 1.5)`;
const ORDER: Record<Sort, string> = {
  new: 'created_at DESC, id',
  votes: 'vote_count DESC, created_at DESC, id',
  trending: `${TRENDING_SQL} DESC, created_at DESC, id`,
};

export async function listPosts(
  db: Db,
  filter: { sort: Sort; limit: number; offset: number; tag?: string; authorId?: string },
): Promise<{ rows: PostRow[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  where.push('hidden_at IS NULL');
  if (filter.tag) where.push(`tags @> ARRAY[$${params.push(filter.tag)}]::text[]`);
  if (filter.authorId) where.push(`author_id = $${params.push(filter.authorId)}`);
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [{ rows }, count] = await Promise.all([
    db.query<PostRow>(
      `SELECT * FROM posts ${clause} ORDER BY ${ORDER[filter.sort]} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, filter.limit, filter.offset],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM posts ${clause}`, params),
  ]);
  return { rows, total: count.rows[0]!.n };
}

export async function getPost(db: Db, id: string, lock = false): Promise<PostRow | undefined> {
  const { rows } = await db.query<PostRow>(`SELECT * FROM posts WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0];
}

export async function insertPost(db: Db, post: { authorId: string; title: string; body: string; screens: ScreenRef[]; tags: string[] }): Promise<PostRow> {
  const { rows } = await db.query<PostRow>(
    'INSERT INTO posts (author_id, title, body, screens, tags) VALUES ($1, $2, $3, $4, $5) RETURNING *',
    [post.authorId, post.title, post.body, JSON.stringify(post.screens), post.tags],
  );
  return rows[0]!;
}

/**
 * Changes the fields given (the rest are kept as they are in the row, so two edits of different
 * fields at once both land); undefined when the post is gone or hidden meanwhile.
 */
export async function updatePost(
  db: Db,
  id: string,
  post: { title?: string; body?: string; screens?: ScreenRef[]; tags?: string[] },
): Promise<PostRow | undefined> {
  const { rows } = await db.query<PostRow>(
    `UPDATE posts SET title = COALESCE($2, title), body = COALESCE($3, body), screens = COALESCE($4::jsonb, screens),
            tags = COALESCE($5::text[], tags), updated_at = now()
      WHERE id = $1 AND hidden_at IS NULL RETURNING *`,
    [id, post.title ?? null, post.body ?? null, post.screens ? JSON.stringify(post.screens) : null, post.tags ?? null],
  );
  return rows[0];
}

export async function deletePost(db: Db, id: string): Promise<number> {
  return (await db.query('DELETE FROM posts WHERE id = $1', [id])).rowCount ?? 0;
}

export async function setHidden(db: Db, id: string, hidden: boolean): Promise<PostRow | undefined> {
  const { rows } = await db.query<PostRow>(
    `UPDATE posts SET hidden_at = CASE WHEN $2 THEN COALESCE(hidden_at, now()) END WHERE id = $1 RETURNING *`,
    [id, hidden],
  );
  return rows[0];
}

/**
 * A vote or its withdrawal, one statement each: the vote row's primary key makes a second vote a
 * no-op, and the count moves only with a row actually added or removed, in the same statement
 * (concurrent votes each lock the post row in turn, so the count stays the number of vote rows).
 */
export async function vote(db: Db, postId: string, userId: string, up: boolean): Promise<number | undefined> {
  const sql = up
    ? `WITH added AS (INSERT INTO votes (post_id, user_id) SELECT id, $2 FROM posts WHERE id = $1 ON CONFLICT DO NOTHING RETURNING post_id)
       UPDATE posts SET vote_count = vote_count + (SELECT count(*) FROM added) WHERE id = $1 RETURNING vote_count`
    : `WITH removed AS (DELETE FROM votes WHERE post_id = $1 AND user_id = $2 RETURNING post_id)
       UPDATE posts SET vote_count = vote_count - (SELECT count(*) FROM removed) WHERE id = $1 RETURNING vote_count`;
  const { rows } = await db.query<{ vote_count: number }>(sql, [postId, userId]);
  return rows[0]?.vote_count;
}

export async function votedPosts(db: Db, userId: string, postIds: string[]): Promise<Set<string>> {
  if (postIds.length === 0) return new Set();
  const { rows } = await db.query<{ post_id: string }>('SELECT post_id FROM votes WHERE user_id = $1 AND post_id = ANY($2::uuid[])', [userId, postIds]);
  return new Set(rows.map((r) => r.post_id));
}

export interface CommentRow {
  id: string;
  post_id: string;
  author_id: string;
  body: string;
  created_at: Date;
}

export async function listComments(db: Db, postId: string, limit: number, offset: number): Promise<{ rows: CommentRow[]; total: number }> {
  const [{ rows }, count] = await Promise.all([
    db.query<CommentRow>('SELECT * FROM comments WHERE post_id = $1 ORDER BY created_at, id LIMIT $2 OFFSET $3', [postId, limit, offset]),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM comments WHERE post_id = $1', [postId]),
  ]);
  return { rows, total: count.rows[0]!.n };
}

/** Undefined when the post is gone or hidden meanwhile (the comment is written only on a visible post). */
export async function insertComment(tx: Tx, postId: string, authorId: string, body: string): Promise<CommentRow | undefined> {
  const { rows } = await tx.query<CommentRow>(
    'INSERT INTO comments (post_id, author_id, body) SELECT id, $2, $3 FROM posts WHERE id = $1 AND hidden_at IS NULL RETURNING *',
    [postId, authorId, body],
  );
  if (rows[0]) await tx.query('UPDATE posts SET comment_count = comment_count + 1 WHERE id = $1', [postId]);
  return rows[0];
}

/** One report per user and post; a repeat keeps the first. False when the post is gone or hidden meanwhile. */
export async function report(tx: Tx, postId: string, reporterId: string, reason: string): Promise<boolean> {
  if (!(await tx.query('SELECT 1 FROM posts WHERE id = $1 AND hidden_at IS NULL FOR UPDATE', [postId])).rowCount) return false;
  const added = await tx.query('INSERT INTO reports (post_id, reporter_id, reason) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [postId, reporterId, reason]);
  if (added.rowCount) await tx.query('UPDATE posts SET report_count = report_count + 1 WHERE id = $1', [postId]);
  return true;
}

export interface ReportRow {
  post_id: string;
  reporter_id: string;
  reason: string;
  created_at: Date;
}

export async function listReported(db: Db, status: 'open' | 'hidden' | 'all', limit: number, offset: number) {
  const clause = `report_count > 0${status === 'open' ? ' AND hidden_at IS NULL' : status === 'hidden' ? ' AND hidden_at IS NOT NULL' : ''}`;
  const [{ rows }, count] = await Promise.all([
    db.query<PostRow>(`SELECT * FROM posts WHERE ${clause} ORDER BY report_count DESC, created_at DESC, id LIMIT $1 OFFSET $2`, [limit, offset]),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM posts WHERE ${clause}`),
  ]);
  const reports = rows.length
    ? (
        await db.query<ReportRow>(
          `SELECT * FROM (SELECT r.*, row_number() OVER (PARTITION BY post_id ORDER BY created_at DESC) AS n FROM reports r WHERE post_id = ANY($1::uuid[])) x WHERE n <= 20`,
          [rows.map((r) => r.id)],
        )
      ).rows
    : [];
  return { rows, reports, total: count.rows[0]!.n };
}

export async function usersByIds(db: Db, ids: string[]): Promise<Map<string, UserRow>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE id = ANY($1::uuid[])', [[...new Set(ids)]]);
  return new Map(rows.map((r) => [r.id, r]));
}

export async function upsertUser(db: Db, user: { id: string; name: string; nickname: string; image: string }): Promise<void> {
  await db.query(
    `INSERT INTO users (id, name, nickname, image) VALUES ($1, $2, $3, $4)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, nickname = EXCLUDED.nickname, image = EXCLUDED.image, updated_at = now()
     WHERE users.deleted_at IS NULL`,
    [user.id, user.name, user.nickname, user.image],
  );
}

/**
 * A closed account: its personal fields go, and so does everything it wrote in the community —
 * its posts (with their comments, votes and reports), its comments and its votes and reports on
 * others' posts, the counts of those posts lowered in the same transaction.
 */
export async function purgeUser(tx: Tx, userId: string): Promise<void> {
  await tx.query(
    `INSERT INTO users (id, deleted_at) VALUES ($1, now())
     ON CONFLICT (id) DO UPDATE SET name = '', nickname = '', image = '', deleted_at = COALESCE(users.deleted_at, now()), updated_at = now()`,
    [userId],
  );
  await tx.query('DELETE FROM posts WHERE author_id = $1', [userId]);
  await tx.query(
    `WITH gone AS (DELETE FROM votes WHERE user_id = $1 RETURNING post_id)
     UPDATE posts p SET vote_count = p.vote_count - g.n FROM (SELECT post_id, count(*)::int AS n FROM gone GROUP BY post_id) g WHERE p.id = g.post_id`,
    [userId],
  );
  await tx.query(
    `WITH gone AS (DELETE FROM comments WHERE author_id = $1 RETURNING post_id)
     UPDATE posts p SET comment_count = p.comment_count - g.n FROM (SELECT post_id, count(*)::int AS n FROM gone GROUP BY post_id) g WHERE p.id = g.post_id`,
    [userId],
  );
  await tx.query(
    `WITH gone AS (DELETE FROM reports WHERE reporter_id = $1 RETURNING post_id)
     UPDATE posts p SET report_count = p.report_count - g.n FROM (SELECT post_id, count(*)::int AS n FROM gone GROUP BY post_id) g WHERE p.id = g.post_id`,
    [userId],
  );
}
