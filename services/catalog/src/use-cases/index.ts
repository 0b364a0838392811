import { apps } from './apps.js';
import { bookmarks } from './bookmarks.js';
import { codeBook } from './codes.js';
import { contents } from './contents.js';
import { catalogContext, type CatalogDeps } from './context.js';
import { files } from './files.js';
import { flows } from './flows.js';
import { bulkImport } from './import.js';
import { likes } from './likes.js';
import { patterns } from './patterns.js';

export type { CatalogDeps } from './context.js';

/**
 * The catalog use cases, one module per group, applied to the database and the storage. A write
 * runs in one transaction with the catalog.app events it publishes and the audit entries it records.
 */
export function catalogActions(deps: CatalogDeps) {
  const ctx = catalogContext(deps);
  return {
    ...apps(ctx),
    ...patterns(ctx),
    ...flows(ctx),
    importApps: bulkImport(ctx),
    ...codeBook(ctx),
    ...contents(ctx),
    ...bookmarks(ctx),
    ...likes(ctx),
    ...files(ctx),
  };
}

export type CatalogActions = ReturnType<typeof catalogActions>;
