import { z } from 'zod';
import type { Caller } from './caller.js';
import { domainError, notFound } from './errors.js';
import { PALETTE_COLOURS } from './palette.js';

/**
 * Who may see which part of the library (product-spec §6) — the one place this rule is written.
 * Paid members (Personal Pro, Group Pro) and admins see every app; visitors and Starter see the
 * latest three apps of each type (newest by creation) and only those apps' patterns and screens.
 * Search (Elasticsearch) and catalog (Postgres) each say which apps are the latest of a type;
 * every path that returns or acts on an app, pattern or screen asks this module.
 */
export const FREE_APPS_PER_TYPE = 3;
export const APP_TYPES = ['MOBILE', 'WEBSITE'] as const;
export type AppType = (typeof APP_TYPES)[number];

export const LIBRARY_MEMBERSHIP_MSG = 'You need a membership to see every app; free accounts see the latest 3 apps and websites.';

/** Paid members and admins see the whole library. */
export const seesWholeLibrary = (caller: Caller) => caller.paid || caller.role === 'ADMIN';

/** Asking for an app outside the free tier's window (or one that is not there, for a free caller). */
export const libraryMembershipRequired = () => domainError('MEMBERSHIP_REQUIRED', { variant: 'library', message: LIBRARY_MEMBERSHIP_MSG });

/** How long the free window is reused: it changes only when an app is added or removed. */
const WINDOW_CACHE_MS = 1000;

/**
 * `latestOfType` answers the ids of the newest FREE_APPS_PER_TYPE apps of a type, newest first
 * (ties by id), from whichever store the service reads.
 */
export function libraryAccess(latestOfType: (type: AppType) => Promise<string[]>) {
  const cache = new Map<AppType, { at: number; ids: Promise<string[]> }>();
  const latest = (type: AppType) => {
    const hit = cache.get(type);
    if (hit && Date.now() - hit.at < WINDOW_CACHE_MS) return hit.ids;
    const ids = latestOfType(type);
    cache.set(type, { at: Date.now(), ids });
    ids.catch(() => cache.delete(type));
    return ids;
  };

  /** undefined: the whole library; else the ids of the apps the caller may see (of one type or all). */
  async function visibleAppIds(caller: Caller, type?: AppType): Promise<string[] | undefined> {
    if (seesWholeLibrary(caller)) return undefined;
    return type ? latest(type) : (await Promise.all(APP_TYPES.map(latest))).flat();
  }

  /** May the caller see this app (and its patterns and screens)? */
  async function mayView(caller: Caller, app: { appId: string; type: string }): Promise<boolean> {
    if (seesWholeLibrary(caller)) return true;
    if (!(APP_TYPES as readonly string[]).includes(app.type)) return false;
    return (await latest(app.type as AppType)).includes(app.appId);
  }

  /**
   * Throws unless the caller may see the app. A free caller gets the same answer (403
   * MEMBERSHIP_REQUIRED) for an app outside the window and for one that is not there, so nothing
   * tells a hidden app from a missing one; whole-library callers get 404 for a missing one.
   */
  async function assertMayView(caller: Caller, app: { appId: string; type: string } | undefined, what = 'App'): Promise<void> {
    if (app && (await mayView(caller, app))) return;
    if (!app && seesWholeLibrary(caller)) throw notFound(what);
    throw libraryMembershipRequired();
  }

  return { visibleAppIds, mayView, assertMayView, seesWholeLibrary };
}
export type LibraryAccess = ReturnType<typeof libraryAccess>;

// ---- bad input on the library's paths: the same limits at the gateway and in the services

/** Elasticsearch's result window (index.max_result_window): offset + limit may not pass it. */
export const MAX_WINDOW = 10_000;
/** The largest MAU a filter or an app may carry (far above any real app, far below int64). */
export const MAX_MAU = 10_000_000_000;

/** Characters no name or keyword holds: C0/C1 controls (NUL included), DEL, lone surrogates. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]|\p{Cs}/u;

/** Free text from a caller (a keyword, a name): trimmed, 1..max characters, no control characters. */
export const plainText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((t) => !CONTROL.test(t), 'control characters are not allowed');

/** A real calendar day as YYYY-MM-DD (2026-02-30 is not one). */
export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
  .refine((d) => {
    const at = new Date(`${d}T00:00:00Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === d;
  }, 'not a calendar day');

/** offset + limit inside Elasticsearch's window. */
export const withinWindow = (page: { offset?: number; limit?: number }, defaultLimit = 20) => (page.offset ?? 0) + (page.limit ?? defaultLimit) <= MAX_WINDOW;
export const WINDOW_MSG = `offset + limit must not pass ${MAX_WINDOW}`;

/** A colour filter: one of the palette's eight names, in any case (answered upper-case). */
export const colourFilter = z
  .string()
  .max(20)
  .describe(`one of ${PALETTE_COLOURS.join(', ')}, in any case`)
  .transform((c) => c.toUpperCase())
  .pipe(z.enum(PALETTE_COLOURS));

/** A MAU range's floor is not above its ceiling (either may be absent). */
export const mauRangeInOrder = (min: number | undefined, max: number | undefined) => min === undefined || max === undefined || min <= max;
export const MAU_RANGE_MSG = 'minmau must not be above maxmau';
