import { DomainError, mapLimited, type Logger, type PromiseClient } from '@screenshelf/kit';
import type { AppDetail__Output } from '@screenshelf/kit/gen/screenshelf/search/v1/AppDetail.js';
import type { SearchClient } from '@screenshelf/kit/gen/screenshelf/search/v1/Search.js';
import type { Screen__Output as Screen } from '@screenshelf/kit/gen/screenshelf/community/v1/Screen.js';
import type { ScreenRef } from '../domain/posts.js';

type AppLookup = { app: AppDetail__Output } | { locked: true } | { missing: true } | { unavailable: true };

/**
 * Attached screens as one reader may see them: each app is asked of search (GetApp) with the
 * reader's own caller token, so the library-access rule decides — a screen of an app outside the
 * reader's window shows locked (no image), as the library shows screens it withholds.
 */
export function screenResolver(search: PromiseClient<SearchClient>, logger: Logger) {
  async function lookup(appId: string, token: string): Promise<AppLookup> {
    try {
      return { app: await search.GetApp({ id: appId, name: '', type: '' }, { token, deadlineMs: 5000 }) };
    } catch (error) {
      if (error instanceof DomainError && error.errorCode === 'MEMBERSHIP_REQUIRED') return { locked: true };
      if (error instanceof DomainError && (error.kind === 'not_found' || error.kind === 'invalid')) return { missing: true };
      logger.warn({ err: error, appId }, 'attached screens unavailable');
      return { unavailable: true };
    }
  }

  /**
   * `strict`: a search that does not answer is an error (503), not a screen without an image — an
   * author attaching screens must not be told their screen is wrong when search is away.
   */
  async function resolve(refs: ScreenRef[][], token: string, strict = false): Promise<Screen[][]> {
    const appIds = [...new Set(refs.flat().map((r) => r.appId))];
    // A page of posts may name many apps: a few lookups at a time, not hundreds at once.
    const apps = new Map(await mapLimited(appIds, 8, async (id) => [id, await lookup(id, token)] as const));
    if (strict && [...apps.values()].some((found) => 'unavailable' in found)) throw new DomainError('SERVICE_UNAVAILABLE', 'The library cannot be reached to check the screens', 'unavailable');
    return refs.map((list) =>
      list.map((ref): Screen => {
        const found = apps.get(ref.appId)!;
        const base = { imageId: ref.imageId, appId: ref.appId, image: '', appName: '', appNameEn: '', patternName: '', locked: false, missing: false };
        if ('locked' in found) return { ...base, locked: true };
        if ('missing' in found) return { ...base, missing: true };
        if ('unavailable' in found) return base;
        for (const pattern of found.app.patterns) {
          const image = pattern.images.find((i) => i.imageId === ref.imageId);
          if (image) {
            const app = found.app.app!;
            return { ...base, image: image.thumbnails.at(-1)?.url || image.image, appName: app.appName, appNameEn: app.appNameEn, patternName: pattern.patternName };
          }
        }
        return { ...base, missing: true };
      }),
    );
  }

  return { resolve, lookup };
}
export type ScreenResolver = ReturnType<typeof screenResolver>;
