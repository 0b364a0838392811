import { FREE_APPS_PER_TYPE, libraryAccess, notFound, type Caller, type Logger, type Pool } from '@screenshelf/kit';
import type { Storage } from '@screenshelf/kit/storage';
import { uuid } from '../domain/library.js';
import { screenColours } from '../images.js';
import { findApp, latestAppIds } from '../store.js';
import { codeCache } from './code-cache.js';

/**
 * What every use case shares: the dependencies and the steps several of them take (the cached
 * codes, colours read from screens, who may see what, an app that must exist).
 */
export interface CatalogDeps {
  pool: Pool;
  storage: Storage;
  coloursOf: (url: string) => Promise<string[]>;
  logger: Logger;
  /** Seals the wall's blurred preview links (files.ts). */
  secret: string;
}

/** A caller that grpc.ts has checked is signed in. */
export type SignedIn = Caller & { userId: string };

export const isId = (id: string) => uuid.safeParse(id).success;

export function catalogContext(deps: CatalogDeps) {
  const { pool } = deps;
  const codes = codeCache(pool);
  const withColours = screenColours(deps.coloursOf);
  // Who may see what: the library's one rule (kit), over the newest apps in this database.
  const access = libraryAccess((type) => latestAppIds(pool, type, FREE_APPS_PER_TYPE));

  const requireApp = async (id: string) => {
    const row = isId(id) ? await findApp(pool, id) : undefined;
    if (!row) throw notFound('App');
    return row;
  };

  return { ...deps, codes, withColours, access, requireApp };
}

export type CatalogContext = ReturnType<typeof catalogContext>;
