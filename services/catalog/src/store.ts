import type { Pool, Tx } from '@screenshelf/kit';
import type { NewApp } from './domain/app.js';

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
  version: number;
  created_at: Date;
  updated_at: Date;
}

const APP_COLUMNS = `id, type, name, name_en, category_codes, mau, icon_url, store_url,
  to_char(released_at, 'YYYY-MM-DD') AS released_at, version, created_at, updated_at`;

export async function insertApp(tx: Tx, app: Omit<NewApp, 'releaseStatus'>): Promise<AppRow> {
  const { rows } = await tx.query<AppRow>(
    `INSERT INTO apps (type, name, name_en, category_codes, mau, icon_url, store_url, released_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, NULLIF($8, '')::date)
     RETURNING ${APP_COLUMNS}`,
    [app.type, app.name, app.nameEn, app.categoryCodes, app.mau, app.iconUrl, app.storeUrl, app.releasedAt],
  );
  return rows[0]!;
}

export async function findApp(pool: Pool, id: string): Promise<AppRow | undefined> {
  const { rows } = await pool.query<AppRow>(`SELECT ${APP_COLUMNS} FROM apps WHERE id = $1`, [id]);
  return rows[0];
}
