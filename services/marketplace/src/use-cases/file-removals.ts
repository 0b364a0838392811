import { withTransaction } from '@screenshelf/kit';
import { storageKey } from '@screenshelf/kit/storage';
import { keyOfPath } from '../domain/products.js';
import * as store from '../store.js';
import type { ProductFileRow, ProductRow } from '../store.js';
import type { MarketplaceContext } from './context.js';

/** A marketplace storage key (`products/…`, a valid key): never a catalog screen or an outside link. */
const isProductKey = (key: string) => {
  if (!key.startsWith('products/')) return false;
  try {
    return storageKey(key) === key;
  } catch {
    return false;
  }
};

/** The storage keys a product uses: its images (`/uploads/<key>` paths) and its files. */
export const keysOfProduct = (p: ProductRow, files: ProductFileRow[]): string[] => [
  ...new Set([...p.thumbnail_img_urls, ...p.detail_img_urls].map(keyOfPath).concat(files.map((f) => f.key)).filter(isProductKey)),
];

type Outcome = 'removed' | 'kept' | 'failed' | 'skipped';

/**
 * Removing the stored objects of erased products. The erase queues its keys (`file_removals`) in its
 * own transaction, so a rolled-back erase removes nothing; once it has committed, `removeNow` tries
 * them at once, and the sweep (`sweepFileRemovals`, run by service.ts) retries what the storage
 * refused. Each key is removed in a transaction that holds its row and the key's lock
 * (`store.lockKeys`, also taken by a product about to use the key) and first checks that no product,
 * retired ones included, still uses it: a seller may put one upload on several products.
 */
export function fileRemovals(ctx: MarketplaceContext) {
  const { pool, storage, logger } = ctx;

  async function removeOne(key: string): Promise<Outcome> {
    return withTransaction(pool, async (tx) => {
      const queued = await store.claimRemoval(tx, key);
      if (!queued) return 'skipped';
      await store.lockKeys(tx, [key]);
      if (await store.keyInUse(tx, key)) {
        await store.dropRemoval(tx, key);
        return 'kept';
      }
      try {
        await storage.delete(key);
      } catch (error) {
        logger.warn({ err: error, key, attempts: queued.attempts + 1 }, 'a stored file of an erased product was not removed; the sweep retries it');
        await store.deferRemoval(tx, key, error instanceof Error ? error.message : String(error));
        return 'failed';
      }
      await store.dropRemoval(tx, key);
      return 'removed';
    });
  }

  return {
    /** Removes the keys an erase just queued (after its commit), four at a time; never throws: what fails stays queued. */
    async removeNow(keys: string[]): Promise<void> {
      for (let i = 0; i < keys.length; i += 4) {
        await Promise.all(
          keys.slice(i, i + 4).map((key) =>
            removeOne(key).catch((error: unknown) => {
              logger.warn({ err: error, key }, 'a stored file of an erased product was not removed; the sweep retries it');
            }),
          ),
        );
      }
    },

    /** One sweep: every removal that is due (up to `batch`), oldest first. */
    async sweepFileRemovals({ batch = 200 } = {}) {
      const counts = { removed: 0, kept: 0, failed: 0 };
      for (const key of await store.dueRemovals(pool, batch)) {
        const outcome = await removeOne(key);
        if (outcome !== 'skipped') counts[outcome] += 1;
      }
      return counts;
    },
  };
}

export type FileRemovals = ReturnType<typeof fileRemovals>;
