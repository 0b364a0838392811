import { startRepeating, withTransaction, type Logger, type Pool, type Tx } from '@screenshelf/kit';
import type { Storage } from '@screenshelf/kit/storage';
import { republishApp } from './events.js';
import { mapLimited } from './images.js';
import { failScreenJob, leasePendingScreens, type LeasedScreen, type ScreenJob } from './store.js';

/**
 * What a background job does with one screen (OCR reads its text, thumbnails.ts makes its
 * thumbnails): `work` gets the screen's bytes (undefined when the file is not ours to read) and
 * throws when it fails; `save` stores the result in the pass's transaction and answers the app
 * to republish, if search should learn of it.
 */
export interface ScreenWork<R> {
  job: ScreenJob;
  /** For the logs: "read the text of", "made the thumbnails of". */
  label: string;
  work(bytes: Uint8Array | undefined, screen: LeasedScreen): Promise<R>;
  save(tx: Tx, screen: LeasedScreen, result: R): Promise<string | undefined>;
  /** A failure that is no screen's fault (a missing tool): the pass stops, the screens stay pending. */
  unavailable?: (error: unknown) => boolean;
}

export interface ScreenJobOptions {
  pool: Pool;
  storage: Storage;
  logger: Logger;
  /** Screens worked on at once; 0 turns the worker off. */
  concurrency: number;
  intervalMs: number;
  maxAttempts?: number;
  /** The first retry's delay; each next one doubles. */
  retrySeconds?: number;
}

/**
 * One pass: leases pending screens `concurrency` at a time until none is left (or `signal` aborts:
 * the worker is stopping; the screens not leased yet stay pending for the next start), works on
 * them, saves the results and republishes each app `save` names (search indexes it). Returns how
 * many screens were done.
 */
export async function runScreenJob<R>(work: ScreenWork<R>, options: ScreenJobOptions, signal?: AbortSignal): Promise<number> {
  const { pool, storage, logger, concurrency } = options;
  const maxAttempts = options.maxAttempts ?? 5;
  const retrySeconds = options.retrySeconds ?? 30;
  let done = 0;
  for (;;) {
    if (signal?.aborted) return done;
    const screens = await leasePendingScreens(pool, concurrency, 300, work.job);
    if (screens.length === 0) return done;
    let unavailable: unknown;
    const results = await mapLimited(screens, concurrency, async (screen) => {
      try {
        return { screen, result: await work.work(await storage.read(screen.url), screen) };
      } catch (error) {
        if (work.unavailable?.(error)) unavailable = error;
        else {
          logger.warn({ err: error, imageId: screen.id, attempt: screen.attempts + 1 }, `could not ${work.label} a screen`);
          await failScreenJob(pool, screen.id, maxAttempts, retrySeconds, work.job);
        }
        return undefined;
      }
    });
    const finished = results.filter((r) => r !== undefined);
    await withTransaction(pool, async (tx) => {
      const apps = new Set<string>();
      for (const { screen, result } of finished) {
        const appId = await work.save(tx, screen, result);
        if (appId) apps.add(appId);
      }
      // Likes-style: the version moves, `updatedAt` stays.
      for (const appId of apps) await republishApp(tx, appId, false);
    });
    done += finished.length;
    if (unavailable) {
      // The leases expire and the screens are done once the tool is there.
      logger.warn({ err: unavailable }, `cannot ${work.label} screens now; they stay pending`);
      return done;
    }
  }
}

/** Runs a job over new screens in the background, never blocking the write that added them. */
export function startScreenJobWorker<R>(work: ScreenWork<R>, options: ScreenJobOptions) {
  if (options.concurrency <= 0) return { stop: async () => undefined };
  return startRepeating({
    name: `screen ${work.job}`,
    intervalMs: options.intervalMs,
    logger: options.logger,
    run: async (signal) => {
      const n = await runScreenJob(work, options, signal);
      if (n) options.logger.info({ screens: n }, `${work.label} screens`);
    },
  });
}
