import type { ProductInput } from '@screenshelf/kit/gen/screenshelf/marketplace/v1/ProductInput.js';
import { waitFor } from '@screenshelf/kit/wait';
import { startMarket, type Market, type Person } from './support/market.js';

// The stored objects of products: an erased product's images and files leave the storage once the
// erase commits (never one another product still uses); a retired product, a refused erase and a
// storage that fails keep them (the last ones queued and swept later).
describe('marketplace stored files of deleted products', () => {
  let m: Market;
  let seller: Person;
  let buyer: Person;

  beforeAll(async () => {
    // The sweep runs only when a test calls it.
    m = await startMarket({ MARKETPLACE_FILE_SWEEP_INTERVAL_MS: '0' });
    seller = await m.person('SELLER');
    buyer = await m.person('USER', { paid: true });
  });
  afterAll(() => m?.stop());

  const stored = (key: string) => m.service.storage.size(key).then((size) => size !== undefined);
  const storedKeys = async (keys: string[]) => Promise.all(keys.map(stored));
  const queued = () =>
    m.service.pool
      .query<{ key: string; attempts: number; last_error: string }>('SELECT key, attempts, last_error FROM file_removals ORDER BY key')
      .then((r) => r.rows);
  const keyOf = (url: string) => url.replace(/^\/uploads\//, '');
  /** A template with a thumbnail, a detail image and a file of its own; answers the product and its three keys. */
  async function productWithFiles(overrides: Partial<ProductInput> = {}) {
    const detail = await m.upload(seller, 'DETAIL', 'inside.png');
    const input = await m.templateInput(seller, { detailImgUrls: [detail.fileUrl], ...overrides });
    const product = await m.client.CreateProduct(input, await m.as(seller));
    const keys = [keyOf(input.thumbnailImgUrls![0]!), detail.key, ...input.files!.map((f) => f.key!)];
    return { product, input, keys };
  }

  it('removes the images and files of an erased product from the storage', async () => {
    const { product, keys } = await productWithFiles();
    expect(await storedKeys(keys)).toEqual([true, true, true]);
    await expect(m.client.DeleteProduct({ id: product.id }, await m.as(seller))).resolves.toEqual({ id: product.id, erased: true });
    expect(await storedKeys(keys)).toEqual([false, false, false]);
    expect(await queued()).toEqual([]);
  });

  it('keeps an object another product still uses, until the last one is erased', async () => {
    const first = await productWithFiles();
    // The seller puts the same thumbnail and file on a second product (their own uploads, allowed).
    const second = await m.client.CreateProduct(
      { ...first.input, detailImgUrls: [], title: 'Second kit' },
      await m.as(seller),
    );
    const [thumbnail, detail, file] = first.keys as [string, string, string];
    await m.client.DeleteProduct({ id: first.product.id }, await m.as(seller));
    expect(await storedKeys([thumbnail, detail, file])).toEqual([true, false, true]);
    await expect(m.client.GetImage({ key: thumbnail }, await m.as('visitor'))).resolves.toMatchObject({ contentType: 'image/png' });
    expect(await queued()).toEqual([]);

    await m.client.DeleteProduct({ id: second.id }, await m.as(seller));
    expect(await storedKeys([thumbnail, file])).toEqual([false, false]);
  });

  it('keeps the files of a retired product (with orders): its buyers still download them', async () => {
    const { product, keys } = await productWithFiles();
    const orderId = await m.paidOrder(product.id, buyer);
    await expect(m.client.DeleteProduct({ id: product.id }, await m.as(seller))).resolves.toEqual({ id: product.id, erased: false });
    expect(await storedKeys(keys)).toEqual([true, true, true]);
    const download = await m.client.DownloadFile({ orderId, sort: 1 }, await m.as(buyer));
    expect(Buffer.from(download.data).toString()).toBe('bytes of kit.fig');
    expect(await queued()).toEqual([]);
  });

  it('keeps an object a retired product uses when another product sharing it is erased', async () => {
    const sold = await productWithFiles();
    const orderId = await m.paidOrder(sold.product.id, buyer);
    await m.client.DeleteProduct({ id: sold.product.id }, await m.as(seller));
    // A draft reusing the retired product's file, then erased.
    const copy = await m.client.CreateProduct({ ...sold.input, useFlag: false }, await m.as(seller));
    await m.client.DeleteProduct({ id: copy.id }, await m.as(seller));
    expect(await storedKeys(sold.keys)).toEqual([true, true, true]);
    await expect(m.client.DownloadFile({ orderId, sort: 1 }, await m.as(buyer))).resolves.toMatchObject({ fileName: 'kit.fig' });
  });

  it('keeps the files when the erase is rolled back', async () => {
    const { product, keys } = await productWithFiles({ title: 'refuse my erase' });
    const pool = m.service.pool;
    await pool.query(`CREATE FUNCTION refuse_erase() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'erase refused by the test'; END $$`);
    await pool.query(`CREATE TRIGGER refuse_erase BEFORE DELETE ON products FOR EACH ROW
      WHEN (OLD.title = 'refuse my erase') EXECUTE FUNCTION refuse_erase()`);
    try {
      await expect(m.client.DeleteProduct({ id: product.id }, await m.as(seller))).rejects.toThrow();
      expect(await storedKeys(keys)).toEqual([true, true, true]);
      expect(await queued()).toEqual([]);
      // Nothing later removes them either.
      expect(await m.service.actions.sweepFileRemovals()).toEqual({ removed: 0, kept: 0, failed: 0 });
      await expect(m.client.GetProduct({ id: product.id, type: '' }, await m.as(seller))).resolves.toMatchObject({ id: product.id });
      expect(await storedKeys(keys)).toEqual([true, true, true]);
    } finally {
      await pool.query('DROP TRIGGER refuse_erase ON products');
      await pool.query('DROP FUNCTION refuse_erase()');
    }
  });

  it('answers the erase when the storage fails, keeps the keys queued, and the sweep removes them later', async () => {
    const { product, keys } = await productWithFiles();
    const storage = m.service.storage;
    const remove = storage.delete;
    storage.delete = async () => {
      throw new Error('storage is down');
    };
    try {
      await expect(m.client.DeleteProduct({ id: product.id }, await m.as(seller))).resolves.toEqual({ id: product.id, erased: true });
      await expect(m.client.GetProduct({ id: product.id, type: '' }, await m.as(seller))).rejects.toMatchObject({
        errorCode: 'PRODUCT_NOT_FOUND',
      });
      expect(await storedKeys(keys)).toEqual([true, true, true]);
      expect(await queued()).toEqual([...keys].sort().map((key) => ({ key, attempts: 1, last_error: 'storage is down' })));
      // Not due yet (backing off): a sweep now leaves them.
      expect(await m.service.actions.sweepFileRemovals()).toEqual({ removed: 0, kept: 0, failed: 0 });
    } finally {
      storage.delete = remove;
    }
    // The storage is back and the retry is due.
    await m.service.pool.query("UPDATE file_removals SET next_at = now() - interval '1 second'");
    expect(await m.service.actions.sweepFileRemovals()).toEqual({ removed: 3, kept: 0, failed: 0 });
    expect(await storedKeys(keys)).toEqual([false, false, false]);
    expect(await queued()).toEqual([]);
  });

  it('never lets a product take a file whose removal is under way: it waits, then finds it gone', async () => {
    const { product, input, keys } = await productWithFiles();
    const storage = m.service.storage;
    const remove = storage.delete;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let removing!: () => void;
    const started = new Promise<void>((resolve) => (removing = resolve));
    storage.delete = async (key) => {
      removing();
      await gate;
      return remove(key);
    };
    try {
      const erase = m.client.DeleteProduct({ id: product.id }, await m.as(seller));
      await started;
      // The removal has checked that nothing uses the key and holds its lock: a product taking the same upload waits.
      let settled = false;
      const reuse = m.client.CreateProduct({ ...input, detailImgUrls: [], title: 'Too late' }, await m.as(seller)).finally(() => {
        settled = true;
      });
      reuse.catch(() => undefined);
      // It waits on the key's lock (a session of this database not granted an advisory lock)…
      await waitFor(async () => {
        const { rows } = await m.service.pool.query(
          "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
        );
        return rows[0].n > 0;
      });
      expect(settled).toBe(false);
      release();
      await expect(erase).resolves.toEqual({ id: product.id, erased: true });
      await expect(reuse).rejects.toMatchObject({ errorCode: 'PRODUCT_INVALID' });
    } finally {
      storage.delete = remove;
      release();
    }
    expect(await storedKeys(keys)).toEqual([false, false, false]);
  });
});
