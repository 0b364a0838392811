import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { runScreenJob, startScreenJobWorker, type ScreenJobOptions, type ScreenWork } from './screen-jobs.js';
import { saveScreenText } from './store.js';

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

/** The first line of `<command> --version` (e.g. "tesseract 5.3.0"); rejects when the command cannot run. */
export function tesseractVersion(command = 'tesseract'): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, ['--version'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 && out.trim() ? resolve(out.trim().split('\n')[0]!) : reject(new Error(`${command} --version exited with ${code}`))));
  });
}

/**
 * `read` with what it found kept under `dir`, named by the SHA-256 of the bytes and of `variant`
 * (what read them: the reader's settings and Tesseract's version, so an upgrade reads again). For
 * local stacks only (CATALOG_OCR_CACHE_DIR): a fresh namespace (the e2e stage's stack on a machine
 * that ran it before) gets the same demo screens again, and Tesseract's second of CPU a screen was
 * most of what seeding them cost. Nothing is kept when reading fails; without a variant (Tesseract
 * missing) `read` answers alone.
 */
export function cachedTextReader(read: TextReader, dir: string, variant: () => Promise<string>): TextReader {
  let settings: Promise<string> | undefined;
  return async (bytes) => {
    const version = await (settings ??= variant()).catch(() => {
      settings = undefined;
      return undefined;
    });
    if (version === undefined) return read(bytes);
    const key = createHash('sha256').update(version).update('\0').update(bytes).digest('hex');
    const file = path.join(dir, `${key}.txt`);
    const kept = await readFile(file, 'utf8').catch(() => undefined);
    if (kept !== undefined) return kept;
    const text = await read(bytes);
    // Written whole, then renamed: another reader never sees half a file.
    await mkdir(dir, { recursive: true });
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(partial, text);
    await rename(partial, file);
    return text;
  };
}

/** tesseractReader's settings, for the cache key: change it with what tesseractReader does to the pixels or asks Tesseract. */
const TESSERACT_READER_SETTINGS = 'flatten-white greyscale png | stdin stdout --psm 4';

/** tesseractReader with its answers kept under `dir` (cachedTextReader). */
export const cachedTesseractReader = (dir: string, command = 'tesseract', languages = 'kor+eng') =>
  cachedTextReader(tesseractReader(command, languages), dir, async () => `${await tesseractVersion(command)} -l ${languages} ${TESSERACT_READER_SETTINGS}`);

export interface OcrOptions extends ScreenJobOptions {
  read: TextReader;
}

/** The OCR as a screen job: the text is stored; an app is republished only when a screen gained text. */
export const ocrWork = (read: TextReader): ScreenWork<string> => ({
  job: 'ocr',
  label: 'read the text of',
  // A screen whose file is not ours to read (an outside URL) has no text to find.
  work: async (bytes) => (bytes ? read(bytes) : ''),
  // Empty text changes nothing search holds: no new event.
  save: async (tx, screen, text) => {
    const appId = await saveScreenText(tx, screen.id, screen.url, text);
    return text ? appId : undefined;
  },
  unavailable: (error) => error instanceof OcrUnavailable,
});

/**
 * One pass: reads pending screens `concurrency` at a time until none is left, stores their text
 * and republishes each app whose screens gained text. Returns how many screens were read.
 */
export const readPendingScreens = ({ read, ...options }: OcrOptions) => runScreenJob(ocrWork(read), options);

/** Reads the text of new screens in the background, never blocking the write that added them. */
export const startOcrWorker = ({ read, ...options }: OcrOptions) => startScreenJobWorker(ocrWork(read), options);
