import { createPool, databaseUrl, migrate, withTransaction, type Pool } from '@screenshelf/kit';
import { dropDatabases, uniqueName } from '@screenshelf/kit/testing';
import { fileURLToPath } from 'node:url';
import * as store from '../src/store.js';

const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432';
const MIGRATIONS = fileURLToPath(new URL('../migrations', import.meta.url));

// Bookmarks and likes go with what they name through foreign keys (ON DELETE CASCADE), on the real
// Postgres: removing a screen, a pattern or an app leaves none behind, and nobody else's are touched.
describe('bookmarks and likes reference their items', () => {
  const database = `catalog_${uniqueName('refs')}`;
  let pool: Pool;

  beforeAll(async () => {
    const url = databaseUrl(POSTGRES_URL, database);
    await migrate(url, MIGRATIONS);
    pool = createPool(url);
  });
  afterAll(async () => {
    await pool?.end();
    await dropDatabases([database]);
  });

  const newApp = (name: string) =>
    withTransaction(pool, async (tx) => {
      const app = await store.insertApp(tx, {
        type: 'MOBILE',
        name,
        nameEn: '',
        categoryCodes: [],
        mau: 0,
        iconUrl: '',
        storeUrl: '',
        releasedAt: '',
        description: '',
        descriptionEn: '',
      });
      await store.savePatterns(
        tx,
        app.id,
        [
          { patternName: 'login', patternCode: '', images: [{ url: `/${name}/a.png`, componentCodes: [], colors: [] }, { url: `/${name}/b.png`, componentCodes: [], colors: [] }] },
          { patternName: 'home', patternCode: '', images: [{ url: `/${name}/c.png`, componentCodes: [], colors: [] }] },
        ],
        false,
      );
      const { patterns } = await store.loadAggregate(tx, app);
      return { app, patterns };
    });

  /** Marks every pattern and screen of the app as bookmarked, and the app and its screens as liked, by one user. */
  const markAll = (userId: string, { app, patterns }: Awaited<ReturnType<typeof newApp>>) =>
    withTransaction(pool, async (tx) => {
      for (const p of patterns) {
        await store.insertBookmark(tx, userId, 'PATTERN', p.id);
        for (const i of p.images) {
          await store.insertBookmark(tx, userId, 'IMAGE', i.id);
          await store.setLike(tx, userId, 'IMAGE', i.id, true);
        }
      }
      await store.setLike(tx, userId, 'APP', app.id, true);
    });
  const counts = async (userId: string) => {
    const b = await pool.query<{ target_type: string; n: number }>(
      'SELECT target_type, count(*)::int AS n FROM bookmarks WHERE user_id = $1 GROUP BY 1 ORDER BY 1',
      [userId],
    );
    const l = await pool.query<{ item_type: string; n: number }>(
      'SELECT item_type, count(*)::int AS n FROM likes WHERE user_id = $1 GROUP BY 1 ORDER BY 1',
      [userId],
    );
    return { bookmarks: Object.fromEntries(b.rows.map((r) => [r.target_type, r.n])), likes: Object.fromEntries(l.rows.map((r) => [r.item_type, r.n])) };
  };

  it('removing a screen, then a pattern, then the app removes their bookmarks and likes', async () => {
    const kept = await newApp(uniqueName('kept'));
    const gone = await newApp(uniqueName('gone'));
    await markAll('u1', gone);
    await markAll('u1', kept);
    expect(await counts('u1')).toEqual({ bookmarks: { IMAGE: 6, PATTERN: 4 }, likes: { APP: 2, IMAGE: 6 } });

    await withTransaction(pool, (tx) => store.deletePattern(tx, gone.app.id, 'login', `/${gone.app.name}/a.png`));
    expect(await counts('u1')).toEqual({ bookmarks: { IMAGE: 5, PATTERN: 4 }, likes: { APP: 2, IMAGE: 5 } });

    await withTransaction(pool, (tx) => store.deletePattern(tx, gone.app.id, 'login', ''));
    expect(await counts('u1')).toEqual({ bookmarks: { IMAGE: 4, PATTERN: 3 }, likes: { APP: 2, IMAGE: 4 } });

    await withTransaction(pool, (tx) => store.deleteApp(tx, gone.app.id));
    expect(await counts('u1')).toEqual({ bookmarks: { IMAGE: 3, PATTERN: 2 }, likes: { APP: 1, IMAGE: 3 } });
  });

  it('replacing an app\'s patterns removes the old screens\' bookmarks and likes, not the app\'s like', async () => {
    const app = await newApp(uniqueName('replaced'));
    await markAll('u2', app);
    await withTransaction(pool, (tx) => store.savePatterns(tx, app.app.id, [], true));
    expect(await counts('u2')).toEqual({ bookmarks: {}, likes: { APP: 1 } });
  });

  it('refuses a bookmark of nothing (a foreign key), so none can dangle', async () => {
    await expect(
      withTransaction(pool, (tx) => store.insertBookmark(tx, 'u3', 'IMAGE', '00000000-0000-4000-8000-000000000000')),
    ).rejects.toMatchObject({ code: '23503' });
  });
});
