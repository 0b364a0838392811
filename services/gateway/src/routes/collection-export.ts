import { once } from 'node:events';
import type { Response } from 'express';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { COPY, DomainError, fill, type Lang } from '@screenshelf/kit';
import type { CollectionExportItem__Output as ExportItem } from '@screenshelf/kit/gen/screenshelf/catalog/v1/CollectionExportItem.js';
import type { CollectionExportPart__Output as ExportPart } from '@screenshelf/kit/gen/screenshelf/catalog/v1/CollectionExportPart.js';
import type { ExportFileChunk__Output as FileChunk } from '@screenshelf/kit/gen/screenshelf/catalog/v1/ExportFileChunk.js';
import { downloadFileName } from '../http/attachment.js';

/**
 * A board as a ZIP of PNGs with a contents file (GET /api/v2/collections/{id}/export). The catalog
 * answers what the caller may open (ExportCollection) and each screen as PNG (ExportCollectionScreen);
 * this side names the files, writes `contents.md` and streams the archive, one screen at a time and
 * only as fast as the client reads, so a 500-item board is never in memory and a client that goes
 * away stops the work at the screen under way.
 */

/** What the catalog says an export holds: the board's name, its locked count, the open items in order. */
export interface ExportPlan {
  name: string;
  lockedCount: number;
  items: ExportItem[];
}

/** One PNG of the archive: where it goes, which screen it is. */
export interface ExportFile {
  path: string;
  imageId: string;
}

/** The export's parts read whole: a summary, then one item a message (text only; the screens come later). */
export async function readExportPlan(parts: AsyncIterable<ExportPart>): Promise<ExportPlan> {
  const plan: ExportPlan = { name: '', lockedCount: 0, items: [] };
  for await (const part of parts) {
    if (part.summary) Object.assign(plan, { name: part.summary.name, lockedCount: part.summary.lockedCount });
    if (part.item) plan.items.push(part.item);
  }
  return plan;
}

const pick = (lang: Lang, ko: string, en: string) => (lang === 'en' && en ? en : ko || en);
const appName = (item: ExportItem, lang: Lang) => pick(lang, item.app?.name ?? '', item.app?.nameEn ?? '');
const flowName = (item: ExportItem, lang: Lang) => pick(lang, item.flowName, item.flowNameEn);
const stepName = (screen: ExportItem['screens'][number], lang: Lang) => pick(lang, screen.label, screen.labelEn) || screen.patternName;
/** `01`, `02`, … as wide as the largest number (two digits at least), so file managers keep the order. */
const numbered = (n: number, count: number) => String(n).padStart(Math.max(2, String(count).length), '0');
/** A file or folder name safe on any system (http/attachment.ts), without its extension's dot when it has none. */
const safe = (name: string) => downloadFileName(name, '');

/**
 * Where each item's screens go, in board order: a screen as `01 - <app> - <pattern>.png`, a flow's
 * steps in a folder `02 - <app> - <flow>/01 - <step>.png`, an app's first screens in `03 - <app>/`.
 */
export function exportLayout(items: ExportItem[], lang: Lang): { item: ExportItem; number: string; files: ExportFile[] }[] {
  return items.map((item, i) => {
    const number = numbered(i + 1, items.length);
    if (item.targetType === 'IMAGE') {
      const screen = item.screens[0];
      return { item, number, files: screen ? [{ path: `${safe(`${number} - ${appName(item, lang)} - ${screen.patternName}`)}.png`, imageId: screen.imageId }] : [] };
    }
    const folder = safe(item.targetType === 'FLOW' ? `${number} - ${appName(item, lang)} - ${flowName(item, lang)}` : `${number} - ${appName(item, lang)}`);
    const files = item.screens.map((screen, s) => ({
      path: `${folder}/${safe(`${numbered(s + 1, item.screens.length)} - ${item.targetType === 'FLOW' ? stepName(screen, lang) : screen.patternName}`)}.png`,
      imageId: screen.imageId,
    }));
    return { item, number, files };
  });
}

/** The library page of an item: the app, the app opened at a screen, or at a flow. */
const linkOf = (item: ExportItem, origin: string) => {
  const app = `${origin}/apps/${encodeURIComponent(item.app?.appId ?? '')}`;
  if (item.targetType === 'IMAGE') return `${app}?image=${encodeURIComponent(item.targetId)}`;
  if (item.targetType === 'FLOW') return `${app}?flow=${encodeURIComponent(item.targetId)}`;
  return app;
};

/** A line of Markdown that stays one line and reads as text (a note may hold `#`, `*` or line breaks). */
const line = (text: string) => text.replace(/\s+/g, ' ').trim().replace(/([\\`*_[\]#<>|])/g, '\\$1');

/**
 * `contents.md`: the board's name, how many items it holds and how many were left out as locked,
 * then each item in order with its kind, app, pattern, note, library link and files (a flow's with
 * their step labels); a screen that could not be read is marked so.
 */
export function contentsFile(
  plan: ExportPlan,
  layout: ReturnType<typeof exportLayout>,
  { lang, origin, missing, date }: { lang: Lang; origin: string; missing: ReadonlySet<string>; date: string },
): string {
  const t = (key: keyof typeof COPY, params?: Record<string, string | number>) => fill(COPY[key][lang], params);
  const out = [`# ${line(plan.name)}`, '', t('exportSummary', { count: plan.items.length + plan.lockedCount, date })];
  if (plan.lockedCount > 0) out.push('', t('exportLocked', { count: plan.lockedCount }));
  for (const { item, number, files } of layout) {
    const kind = t(`export${item.targetType}` as keyof typeof COPY);
    const title = [appName(item, lang), item.targetType === 'FLOW' ? flowName(item, lang) : item.targetType === 'IMAGE' ? item.screens[0]?.patternName : ''];
    out.push('', `## ${number}. ${kind} · ${line(title.filter(Boolean).join(' · '))}`, '');
    const pattern = item.targetType === 'FLOW' ? item.flowPatternCode : item.targetType === 'IMAGE' ? item.screens[0]?.patternCode : '';
    if (pattern) out.push(`- ${t('exportPattern')}: ${line(pattern)}`);
    if (item.note.trim()) out.push(`- ${t('exportNote')}: ${line(item.note)}`);
    out.push(`- ${t('exportLink')}: <${linkOf(item, origin)}>`);
    const fileLine = (file: ExportFile) => `\`${file.path}\`${missing.has(file.path) ? ` (${t('exportMissing')})` : ''}`;
    if (item.targetType === 'IMAGE' && files[0]) out.push(`- ${t('exportFile')}: ${fileLine(files[0])}`);
    else if (files.length === 0) out.push(`- ${t('exportNoScreens')}`);
    else {
      out.push(`- ${t(item.targetType === 'FLOW' ? 'exportSteps' : 'exportScreens')}:`);
      files.forEach((file, s) => {
        const screen = item.screens[s]!;
        const name = item.targetType === 'FLOW' ? stepName(screen, lang) : screen.patternName;
        out.push(`  ${s + 1}. ${line(name)} — ${fileLine(file)}`);
      });
    }
  }
  return `${out.join('\n')}\n`;
}

/**
 * Streams the archive to `res`: each screen's chunks go into the ZIP as they come (stored, as PNG is
 * compressed already), and the next chunk is asked for only once the client has taken the last
 * (`drain`), so a slow client slows the catalog rather than filling memory. A screen the catalog no
 * longer gives (removed, locked since, unreadable: NOT_FOUND) is left out and marked in the contents
 * file, which goes last. Stops as soon as `signal` aborts (the client went away).
 */
export async function streamBoardZip(
  res: Response,
  files: ExportFile[],
  screen: (file: ExportFile) => AsyncIterable<FileChunk>,
  contents: (missing: ReadonlySet<string>) => string,
  signal: AbortSignal,
): Promise<void> {
  let failed: Error | undefined;
  const zip = new Zip((error, data, final) => {
    if (error) failed = error;
    else if (!res.destroyed) res.write(data);
    if (final && !error) res.end();
  });
  const flowing = async () => {
    if (failed) throw failed;
    if (res.writableNeedDrain) await once(res, 'drain', { signal });
  };
  const mtime = new Date();
  const missing = new Set<string>();
  for (const file of files) {
    if (signal.aborted) return;
    let entry: ZipPassThrough | undefined;
    try {
      for await (const { data } of screen(file)) {
        if (!entry) {
          // Added at its first bytes: a screen refused before any is left out, never an empty file.
          entry = new ZipPassThrough(file.path);
          entry.mtime = mtime;
          zip.add(entry);
        }
        entry.push(data);
        await flowing();
        if (signal.aborted) return;
      }
    } catch (error) {
      if (entry || !(error instanceof DomainError && error.kind === 'not_found')) throw error;
    }
    if (entry) entry.push(new Uint8Array(0), true);
    else missing.add(file.path);
  }
  const text = new ZipDeflate('contents.md', { level: 6 });
  text.mtime = mtime;
  zip.add(text);
  text.push(strToU8(contents(missing)), true);
  zip.end();
  if (failed) throw failed;
}
