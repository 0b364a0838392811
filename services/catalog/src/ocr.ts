import { spawn } from 'node:child_process';
import sharp from 'sharp';
import { startRepeating, withTransaction, type Logger, type Pool } from '@screenshelf/kit';
import type { Storage } from '@screenshelf/kit/storage';
import { republishApp } from './events.js';
import { mapLimited } from './images.js';
import { failScreenText, leasePendingScreens, saveScreenText } from './store.js';

/** Reads the text of an image; throws when it cannot. */
export type TextReader = (bytes: Uint8Array) => Promise<string>;

/** Tesseract is not installed (scripts/infra installs it): screens stay PENDING until it is. */
export class OcrUnavailable extends Error {}

const OCR_TIMEOUT_MS = 60_000;

/** Collapses OCR output: trimmed lines, runs of spaces as one, blank lines dropped. */
export const tidyText = (raw: string) =>
  raw
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');

/**
 * Debian's Tesseract (`tesseract-ocr-kor`, `-eng`) on the image's pixels: decoded by sharp (WebP,
 * AVIF and the rest become a greyscale PNG Tesseract always reads), given on stdin, text on stdout.
 * Page segmentation 4 (one column of text of varying sizes) reads app screens best: the default
 * (3) skipped a small title above a button, 11 (sparse) the white label of a coloured button;
 * white labels on light red or green buttons are still often missed (enlarging 2×, negating or
 * thresholding gained no words overall on the generated screens).
 * Rate and word recall on generated screens: scripts/bench/ocr.mjs.
 */
export function tesseractReader(command = 'tesseract', languages = 'kor+eng'): TextReader {
  return async (bytes) => {
    const png = await sharp(bytes).flatten({ background: '#ffffff' }).greyscale().png().toBuffer();
    return new Promise<string>((resolve, reject) => {
      // One thread per process: the worker runs `concurrency` processes, so two cores are shared, not oversubscribed.
      const child = spawn(command, ['stdin', 'stdout', '-l', languages, '--psm', '4'], {
        stdio: ['pipe', 'pipe', 'pipe'],
        env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      });
      // Our own timer (spawn's `timeout` stays armed when the command never starts).
      const timer = setTimeout(() => child.kill('SIGKILL'), OCR_TIMEOUT_MS);
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
      child.on('error', (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        reject(error.code === 'ENOENT' ? new OcrUnavailable(`${command} is not installed (scripts/infra up installs it)`) : error);
      });
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        if (code === 0) resolve(tidyText(Buffer.concat(out).toString('utf8')));
        else reject(new Error(`${command} exited with ${code ?? signal}: ${Buffer.concat(err).toString('utf8').slice(-500)}`));
      });
      child.stdin.on('error', () => undefined); // a child that dies early closes its stdin; 'close' reports why
      child.stdin.end(png);
    });
  };
}

export interface OcrOptions {
  pool: Pool;
  storage: Storage;
  logger: Logger;
  read: TextReader;
  /** Screens read at once (each a Tesseract process); 0 turns the worker off. */
  concurrency: number;
  intervalMs: number;
  maxAttempts?: number;
  /** The first retry's delay; each next one doubles. */
  retrySeconds?: number;
}

/**
 * One pass: leases pending screens `concurrency` at a time until none is left, reads them, stores
 * their text and republishes each app whose screens gained text (search indexes it). Returns how
 * many screens were read.
 */
export async function readPendingScreens(options: OcrOptions): Promise<number> {
  const { pool, storage, logger, read, concurrency } = options;
  const maxAttempts = options.maxAttempts ?? 5;
  const retrySeconds = options.retrySeconds ?? 30;
  let done = 0;
  for (;;) {
    const screens = await leasePendingScreens(pool, concurrency, 300);
    if (screens.length === 0) return done;
    let unavailable: OcrUnavailable | undefined;
    const texts = await mapLimited(screens, concurrency, async (screen) => {
      try {
        const bytes = await storage.read(screen.url);
        // A screen whose file is not ours to read (an outside URL) has no text to find.
        return { screen, text: bytes ? await read(bytes) : '' };
      } catch (error) {
        if (error instanceof OcrUnavailable) unavailable = error;
        else {
          logger.warn({ err: error, imageId: screen.id, attempt: screen.attempts + 1 }, 'could not read the text of a screen');
          await failScreenText(pool, screen.id, maxAttempts, retrySeconds);
        }
        return undefined;
      }
    });
    const read_ = texts.filter((t) => t !== undefined);
    await withTransaction(pool, async (tx) => {
      const apps = new Set<string>();
      for (const { screen, text } of read_) {
        const appId = await saveScreenText(tx, screen.id, screen.url, text);
        // Empty text changes nothing search holds: no new event.
        if (appId && text) apps.add(appId);
      }
      for (const appId of apps) await republishApp(tx, appId, false);
    });
    done += read_.length;
    if (unavailable) {
      // The leases expire and the screens are read once Tesseract is there.
      logger.warn({ err: unavailable }, 'OCR is unavailable; screens stay pending');
      return done;
    }
  }
}

/** Reads the text of new screens in the background, never blocking the write that added them. */
export function startOcrWorker(options: OcrOptions) {
  if (options.concurrency <= 0) return { stop: async () => undefined };
  return startRepeating({
    name: 'screen OCR',
    intervalMs: options.intervalMs,
    logger: options.logger,
    run: async () => {
      const n = await readPendingScreens(options);
      if (n) options.logger.info({ screens: n }, 'read the text of screens');
    },
  });
}
