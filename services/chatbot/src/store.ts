import type { Pool, Tx } from '@screenshelf/kit';
import type { Citation } from './domain/items.js';

type Db = Pool | Tx;

export interface QuestionRow {
  id: string;
  conversation_id: string;
  user_id: string;
  q: string;
  answer: string;
  citations: Citation[];
  answered_by: 'composer' | 'model';
  model: string;
  lang: string;
  locked: number;
  created_at: Date;
}

export async function conversationOwner(db: Db, id: string): Promise<string | undefined> {
  const { rows } = await db.query<{ user_id: string }>('SELECT user_id FROM conversations WHERE id = $1', [id]);
  return rows[0]?.user_id;
}

export async function createConversation(db: Db, userId: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>('INSERT INTO conversations (user_id) VALUES ($1) RETURNING id', [userId]);
  return rows[0]!.id;
}

/** The last `limit` turns of a conversation, oldest first (what a model reads before the new question). */
export async function lastTurns(db: Db, conversationId: string, limit: number): Promise<{ q: string; answer: string }[]> {
  const { rows } = await db.query<{ q: string; answer: string }>(
    'SELECT q, answer FROM (SELECT q, answer, created_at FROM questions WHERE conversation_id = $1 ORDER BY created_at DESC LIMIT $2) t ORDER BY created_at',
    [conversationId, limit],
  );
  return rows;
}

export async function insertQuestion(db: Db, row: Omit<QuestionRow, 'id' | 'created_at'>): Promise<QuestionRow> {
  const { rows } = await db.query<QuestionRow>(
    `INSERT INTO questions (conversation_id, user_id, q, answer, citations, answered_by, model, lang, locked)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
    [row.conversation_id, row.user_id, row.q, row.answer, JSON.stringify(row.citations), row.answered_by, row.model, row.lang, row.locked],
  );
  const products = row.citations.filter((c) => c.type === 'PRODUCT').map((c) => c.id);
  if (products.length) {
    await db.query('INSERT INTO cited_products (question_id, product_id) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING', [
      rows[0]!.id,
      products,
    ]);
  }
  return rows[0]!;
}

/** A user's questions, newest first. */
export async function questionsOf(db: Db, userId: string, limit: number, offset: number) {
  const [{ rows }, count] = await Promise.all([
    db.query<QuestionRow>('SELECT * FROM questions WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT $2 OFFSET $3', [userId, limit, offset]),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM questions WHERE user_id = $1', [userId]),
  ]);
  return { rows, total: count.rows[0]!.n };
}

/** Everyone's questions whose answers cited a product of this seller, newest first. */
export async function questionsCitingSeller(db: Db, sellerUserId: string, limit: number, offset: number) {
  const where = `FROM questions q WHERE EXISTS (
      SELECT 1 FROM cited_products c JOIN product_sellers s ON s.product_id = c.product_id
      WHERE c.question_id = q.id AND s.seller_user_id = $1)`;
  const [{ rows }, count] = await Promise.all([
    db.query<QuestionRow>(`SELECT q.* ${where} ORDER BY q.created_at DESC, q.id LIMIT $2 OFFSET $3`, [sellerUserId, limit, offset]),
    db.query<{ n: number }>(`SELECT count(*)::int AS n ${where}`, [sellerUserId]),
  ]);
  return { rows, total: count.rows[0]!.n };
}

export async function upsertProductSeller(db: Db, productId: string, sellerUserId: string): Promise<void> {
  await db.query(
    'INSERT INTO product_sellers (product_id, seller_user_id) VALUES ($1, $2) ON CONFLICT (product_id) DO UPDATE SET seller_user_id = EXCLUDED.seller_user_id',
    [productId, sellerUserId],
  );
}
