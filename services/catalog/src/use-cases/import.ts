import { withTransaction, type Pool } from '@screenshelf/kit';
import type { ImportApp__Output } from '@screenshelf/kit/gen/screenshelf/catalog/v1/ImportApp.js';
import type { CodeCache } from './code-cache.js';
import { admitApp } from '../domain/app.js';
import { assertKnownCodes } from '../domain/codes.js';
import type { PatternInput } from '../domain/library.js';
import { publishAppUpserted } from '../events.js';
import { assertPatternCodes, enumOrUndefined, patternsOf } from '../domain/inputs.js';
import { insertApp, savePatterns, type StoredPattern } from '../store.js';

/**
 * The bulk import (admin): every app and its patterns is checked first (an error names the first
 * bad entry and nothing is written), colours are read once per distinct screen URL, then all apps
 * are written and published in one transaction.
 */
export function bulkImport(deps: { pool: Pool; codes: CodeCache; withColours: (patterns: PatternInput[]) => Promise<StoredPattern[]> }) {
  return async function importApps(entries: ImportApp__Output[]): Promise<{ apps: number; images: number }> {
    const { known } = await deps.codes.get();
    const admitted = entries.map((entry) => {
      const app = admitApp({
        ...entry.app,
        type: enumOrUndefined(entry.app?.type ?? '', 'APP_TYPE_UNSPECIFIED'),
        releaseStatus: enumOrUndefined(entry.app?.releaseStatus ?? '', 'RELEASE_STATUS_UNSPECIFIED'),
      });
      assertKnownCodes(known, 'CATEGORY', app.categoryCodes, 'apps.app.categoryCodes');
      const patterns = patternsOf(entry.patterns);
      assertPatternCodes(known, patterns);
      return { app, patterns };
    });
    const stored = await deps.withColours(admitted.flatMap((a) => a.patterns));
    let images = 0;
    await withTransaction(deps.pool, async (tx) => {
      let at = 0;
      for (const { app, patterns } of admitted) {
        const row = await insertApp(tx, app);
        const mine = stored.slice(at, at + patterns.length);
        at += patterns.length;
        await savePatterns(tx, row.id, mine, false);
        images += mine.reduce((n, p) => n + p.images.length, 0);
        await publishAppUpserted(tx, row);
      }
    });
    return { apps: admitted.length, images };
  };
}
