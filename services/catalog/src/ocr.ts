import { spawn } from 'node:child_process';
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
