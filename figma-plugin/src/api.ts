import type { components } from '../../web/src/shared/openapi.js';

/** The library's REST shapes, from the gateway's OpenAPI document (web/src/shared/openapi.ts). */
export type ScreenCard = components['schemas']['ScreenCard'];
export type PatternCard = components['schemas']['PatternCard'];
export type CodeNode = components['schemas']['CodeNode'];
export type Locked = components['schemas']['Locked'];
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
export type ToMain =
  | { type: 'load-settings' }
  | { type: 'save-settings'; origin: string; token: string }
  | { type: 'sign-out' }
  | { type: 'insert'; frames: InsertFrame[]; group?: string };
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
