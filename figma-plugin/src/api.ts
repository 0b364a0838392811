import type { components } from '../../web/src/shared/openapi.js';

/** The library's REST shapes, from the gateway's OpenAPI document (web/src/shared/openapi.ts). */
export type ScreenCard = components['schemas']['ScreenCard'];
export type PatternCard = components['schemas']['PatternCard'];
export type CodeNode = components['schemas']['CodeNode'];
export type Locked = components['schemas']['Locked'];
export type Flow = components['schemas']['Flow'];
export type FlowsLocked = components['schemas']['FlowsLocked'];
export type Collection = components['schemas']['Collection'];
export type CollectionDetail = components['schemas']['CollectionDetail'];
export type CollectionItem = components['schemas']['CollectionItem'];
export type AppWithPatterns = components['schemas']['AppWithPatterns'];
export type Lang = 'ko' | 'en';
export type CodeType = 'CATEGORY' | 'PATTERN' | 'COMPONENT';

/** The web's filters (type, codes, keyword; MAU and colour for paid plans — the server decides). */
export interface Filters {
  type: 'MOBILE' | 'WEBSITE';
  keyword?: string;
  categoryCodes?: string[];
  patternCodes?: string[];
  componentCodes?: string[];
  minMau?: number;
  maxMau?: number;
  /** A palette colour (`#EA3323`, @screenshelf/kit/palette). */
  color?: string;
}

export interface Page<T> {
  data: T[];
  locked?: Locked;
}

/** A refusal as the gateway answers it (`{errorCode, msg}`, msg in the request's language). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

export const PAGE_SIZE = 24;

/** The query string of a browse read: the same parameter names as the web's (GET /api/v2/apps/images). */
export function browseParams(filters: Filters, lang: Lang, offset = 0, limit = PAGE_SIZE): URLSearchParams {
  const params = new URLSearchParams({ type: filters.type, lang, limit: String(limit), offset: String(offset) });
  const keyword = filters.keyword?.trim();
  if (keyword) params.set('keyword', keyword);
  for (const key of ['categoryCodes', 'patternCodes', 'componentCodes'] as const) {
    const codes = filters[key] ?? [];
    if (codes.length) params.set(key, codes.join(','));
  }
  if (filters.minMau !== undefined) params.set('minmau', String(filters.minMau));
  if (filters.maxMau !== undefined) params.set('maxmau', String(filters.maxMau));
  if (filters.color) params.set('color', filters.color);
  return params;
}

/** The query string of a flow browse (GET /api/v2/flows): the filters flows take (type, categories, patterns). */
export function flowParams(filters: Filters, lang: Lang, offset = 0, limit = PAGE_SIZE): URLSearchParams {
  const params = new URLSearchParams({ type: filters.type, lang, limit: String(limit), offset: String(offset) });
  for (const key of ['categoryCodes', 'patternCodes'] as const) {
    const codes = filters[key] ?? [];
    if (codes.length) params.set(key, codes.join(','));
  }
  return params;
}

/**
 * The gateway as the plugin's iframe talks to it: the personal access token as the bearer, never
 * cookies (the gateway answers CORS for origin `null` on these reads only). `fetch` is passed in so
 * tests give a fake one.
 */
export function libraryApi(options: { origin: string; token: string; lang: Lang; fetch: typeof fetch }) {
  const origin = options.origin.replace(/\/+$/, '');
  const get = async <T>(path: string): Promise<T> => {
    const res = await options.fetch(`${origin}${path}`, {
      headers: { authorization: `Bearer ${options.token}` },
      credentials: 'omit',
    });
    const body = (await res.json().catch(() => undefined)) as (T & { errorCode?: string; msg?: string }) | undefined;
    if (!res.ok) throw new ApiError(res.status, body?.errorCode ?? 'SERVER_ERROR', body?.msg ?? `HTTP ${res.status}`);
    return body as T;
  };
  const lang = new URLSearchParams({ lang: options.lang });
  const id = encodeURIComponent;
  return {
    /** Single screens (GET /api/v2/apps/images). */
    screens: (filters: Filters, offset = 0) =>
      get<Page<ScreenCard>>(`/api/v2/apps/images?${browseParams(filters, options.lang, offset)}`),
    /** Whole patterns: screens grouped by app and pattern (GET /api/v2/apps/patterns). */
    patterns: (filters: Filters, offset = 0) =>
      get<Page<PatternCard>>(`/api/v2/apps/patterns?${browseParams(filters, options.lang, offset)}`),
    /** A code tree with counts (GET /api/v2/codes). */
    codes: async (type: CodeType, appType: Filters['type']) =>
      (await get<{ data: CodeNode[] }>(`/api/v2/codes?${new URLSearchParams({ type, appType, lang: options.lang })}`)).data,
    /** Flows: an app's journeys as its screens in order (GET /api/v2/flows; a free caller's wall in `locked`). */
    flows: (filters: Filters, offset = 0) =>
      get<{ data: Flow[]; locked?: FlowsLocked }>(`/api/v2/flows?${flowParams(filters, options.lang, offset)}`),
    /** One app's flows (GET /api/v2/apps/{appId}/flows). */
    appFlows: async (appId: string) => (await get<{ data: Flow[] }>(`/api/v2/apps/${id(appId)}/flows?${lang}`)).data,
    /** A flow with all its steps (GET /api/v2/flows/{flowId}): a board names only its first ones. */
    flow: (flowId: string) => get<Flow>(`/api/v2/flows/${id(flowId)}?${lang}`),
    /** The person's boards and their group's team boards (GET /api/v2/collections). */
    collections: async () => (await get<{ data: Collection[] }>(`/api/v2/collections?${lang}`)).data,
    /** A board with its items, each as the caller may open it (GET /api/v2/collections/{collectionId}). */
    collection: (collectionId: string) => get<CollectionDetail>(`/api/v2/collections/${id(collectionId)}?${lang}`),
    /** An app with its first screens and its patterns (GET /api/apps/{id}): a board's app and its screens' names. */
    app: async (appId: string) => (await get<{ data: AppWithPatterns }>(`/api/apps/${id(appId)}?${lang}`)).data,
    /** A screen file's bytes; its links are relative to the gateway (or absolute on a file host). */
    file: async (link: string): Promise<Uint8Array> => {
      const res = await options.fetch(absolute(origin, link), { credentials: 'omit' });
      if (!res.ok) throw new ApiError(res.status, 'IMAGE_URL_INVALID', `HTTP ${res.status}`);
      return new Uint8Array(await res.arrayBuffer());
    },
  };
}
export type LibraryApi = ReturnType<typeof libraryApi>;

export const absolute = (origin: string, link: string) =>
  /^https?:\/\//.test(link) ? link : `${origin.replace(/\/+$/, '')}${link}`;

/** A code's name in the language (the other one when empty), and the tree flattened for a list. */
export const codeName = (lang: Lang, node: CodeNode) => (lang === 'en' ? node.nameEn || node.name : node.name || node.nameEn);
export function flattenCodes(nodes: CodeNode[], lang: Lang, depth = 0): { code: string; label: string }[] {
  return nodes.flatMap((n) => [
    { code: n.code, label: `${'  '.repeat(depth)}${codeName(lang, n)} (${n.count})` },
    ...flattenCodes(n.children, lang, depth + 1),
  ]);
}

/** Figma's createImage takes PNG, JPEG and GIF; anything else (the library's WebP) is re-encoded. */
export function imageFormat(bytes: Uint8Array): 'png' | 'jpeg' | 'gif' | 'other' {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46) return 'gif';
  return 'other';
}

/** Bytes Figma takes: as they are when PNG, JPEG or GIF, otherwise through `toPng` (a canvas in the iframe). */
export async function figmaImageBytes(bytes: Uint8Array, toPng: (bytes: Uint8Array) => Promise<Uint8Array>): Promise<Uint8Array> {
  return imageFormat(bytes) === 'other' ? toPng(bytes) : bytes;
}

/** What the iframe asks the plugin's main code (figma.ui.onmessage) and what it answers. */
export type InsertFrame = { name: string; bytes: Uint8Array };
/** A row of a board: a flow's steps, an app's first screens, or the screens that come together on the board. */
export type InsertRow = { name: string; frames: InsertFrame[] };
export type ToMain =
  | { type: 'load-settings' }
  | { type: 'save-settings'; origin: string; token: string }
  | { type: 'sign-out' }
  | { type: 'insert'; frames: InsertFrame[]; group?: string }
  | { type: 'insert-board'; name: string; rows: InsertRow[] };
export type ToUi =
  { type: 'settings'; origin: string; token: string } | { type: 'inserted'; count: number } | { type: 'error'; message: string };

/** Frame names: "<app> / <pattern>", a pattern's screens numbered after it. */
export const frameName = (card: { appName: string; patternName: string }, index?: number) =>
  `${card.appName} / ${card.patternName}${index === undefined ? '' : ` / ${index + 1}`}`;

/**
 * The frames to insert for chosen screens (each "<app> / <pattern>") or a whole pattern (its screens
 * in order, numbered, in a row named "<app> / <pattern>"): each screen's full image, fetched and made
 * into bytes Figma takes.
 */
export async function framesToInsert(
  library: Pick<LibraryApi, 'file'>,
  choice: { screens: ScreenCard[] } | { pattern: PatternCard },
  toPng: (bytes: Uint8Array) => Promise<Uint8Array>,
): Promise<{ frames: InsertFrame[]; group?: string }> {
  const screens = 'pattern' in choice ? [...choice.pattern.images].sort((a, b) => a.order - b.order) : choice.screens;
  const frames = await Promise.all(
    screens.map(async (screen, i) => ({
      name: 'pattern' in choice ? frameName(choice.pattern, i) : frameName(screen),
      bytes: await figmaImageBytes(await library.file(screen.image), toPng),
    })),
  );
  return 'pattern' in choice ? { frames, group: frameName(choice.pattern) } : { frames };
}

/** A name in the plugin's language, the other one when it is empty (the library keeps both). */
export const inLang = (lang: Lang, ko: string, en: string) => (lang === 'en' ? en || ko : ko || en);

/** A flow's row: "<app> / <flow>". */
export const flowRowName = (flow: Flow, lang: Lang) =>
  `${inLang(lang, flow.appName, flow.appNameEn)} / ${inLang(lang, flow.name, flow.nameEn)}`;

/** A flow's step: "<app> / <flow> / n · <label>" (no " · " for a step without a label). */
export function stepName(flow: Flow, step: Flow['steps'][number], index: number, lang: Lang) {
  const label = inLang(lang, step.label, step.labelEn);
  return `${flowRowName(flow, lang)} / ${index + 1}${label ? ` · ${label}` : ''}`;
}

const screenFrame = async (library: Pick<LibraryApi, 'file'>, name: string, link: string, toPng: (bytes: Uint8Array) => Promise<Uint8Array>) => ({
  name,
  bytes: await figmaImageBytes(await library.file(link), toPng),
});

/** A flow as a row named "<app> / <flow>" of its steps in order, each named after its place and label. */
export async function flowToInsert(
  library: Pick<LibraryApi, 'file'>,
  flow: Flow,
  lang: Lang,
  toPng: (bytes: Uint8Array) => Promise<Uint8Array>,
): Promise<{ frames: InsertFrame[]; group: string }> {
  const steps = [...flow.steps].sort((a, b) => a.order - b.order);
  const frames = await Promise.all(steps.map((step, i) => screenFrame(library, stepName(flow, step, i, lang), step.image, toPng)));
  return { frames, group: flowRowName(flow, lang) };
}

/** What a board's insert leaves out: items behind the caller's wall, and items gone since the board was read. */
export interface LeftOut {
  locked: number;
  gone: number;
}

/**
 * A read of something a board names: `locked` when the server refuses it behind the wall (the board
 * said it was open, the plan changed since), `gone` when it was deleted since; anything else fails
 * the insert (a revoked token, the rate limit, the network).
 */
async function readable<T>(read: Promise<T>): Promise<T | keyof LeftOut> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.errorCode === 'MEMBERSHIP_REQUIRED') return 'locked';
    if (error instanceof ApiError && (error.status === 404 || error.errorCode === 'APP_NOT_RELEASED')) return 'gone';
    throw error;
  }
}

/**
 * A board as rows in its order: each flow a row of its steps ("<app> / <flow>"), each app a row of
 * its first screens (the app card's, "<app>"), and screens that come together on the board a row
 * named after the board and their places ("<board> / 2–4"), each "<app> / <pattern>". Only what the
 * caller may open: locked items (the server's word on the board) are counted, never read. Items are
 * read one after another so a large board stays inside the token's per-minute reads.
 */
export async function boardToInsert(
  library: Pick<LibraryApi, 'file' | 'flow' | 'app'>,
  board: CollectionDetail,
  lang: Lang,
  toPng: (bytes: Uint8Array) => Promise<Uint8Array>,
): Promise<{ name: string; rows: InsertRow[]; leftOut: LeftOut }> {
  const leftOut: LeftOut = { locked: 0, gone: 0 };
  // A screen item names its app only: the app's read (once per app) gives its name and the screen's pattern.
  const apps = new Map<string, Promise<AppWithPatterns | keyof LeftOut>>();
  const appOf = (appId: string) => apps.get(appId) ?? apps.set(appId, readable(library.app(appId))).get(appId)!;
  const screenName = (app: AppWithPatterns, imageId: string) => {
    const pattern = app.patterns.find((p) => p.images.some((i) => i.imageId === imageId));
    return `${inLang(lang, app.appName, app.appNameEn)}${pattern ? ` / ${pattern.patternName}` : ''}`;
  };

  const rows: InsertRow[] = [];
  let run: { row: InsertRow; first: number; last: number } | undefined;
  const items = [...board.items].sort((a, b) => a.position - b.position);
  for (const [index, item] of items.entries()) {
    const place = index + 1;
    if (item.locked) {
      leftOut.locked++;
      continue;
    }
    if (item.image) {
      const app = await appOf(item.image.appId);
      const name = typeof app === 'string' ? `${board.name} / ${place}` : screenName(app, item.image.imageId);
      if (!run) rows.push((run = { row: { name: '', frames: [] }, first: place, last: place }).row);
      run.last = place;
      run.row.name = `${board.name} / ${run.first === run.last ? run.first : `${run.first}–${run.last}`}`;
      run.row.frames.push(await screenFrame(library, name, item.image.url, toPng));
      continue;
    }
    run = undefined;
    if (item.flow) {
      const flow = await readable(library.flow(item.flow.flowId));
      if (typeof flow === 'string') leftOut[flow]++;
      else {
        const { frames, group } = await flowToInsert(library, flow, lang, toPng);
        rows.push({ name: group, frames });
      }
    } else if (item.app) {
      const app = await appOf(item.app.appId);
      if (typeof app === 'string') leftOut[app]++;
      else
        rows.push({
          name: inLang(lang, app.appName, app.appNameEn),
          frames: await Promise.all(app.screens.map((s) => screenFrame(library, screenName(app, s.imageId), s.image, toPng))),
        });
    }
  }
  return { name: board.name, rows: rows.filter((r) => r.frames.length > 0), leftOut };
}
