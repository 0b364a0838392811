import { DomainError, type Logger, type PromiseClient } from '@screenshelf/kit';
import type { CatalogClient } from '@screenshelf/kit/gen/screenshelf/catalog/v1/Catalog.js';
import type { WriteTargets } from './events.js';
import { createIndex, DEFAULT_VECTORS, indexBehind, indexNames, INDEX_KINDS, type Client, type IndexKind, type VectorSpace } from './indices.js';
import { appDocuments, appOps, bulk, contentDocument, dropOutdated, indexOps, type Targets } from './projection.js';

const PAGE = 200;

/** The next versioned name behind an alias: apps_v3 → apps_v4. */
export function nextIndexName(alias: string, current: string): string {
  const n = Number(current.match(/_v(\d+)$/)?.[1] ?? 0);
  return `${alias}_v${n + 1}`;
}

/**
 * Rebuilds every index from a catalog snapshot with no downtime: new `<alias>_vN` indices are
 * filled (while the consumer writes to both old and new), then every alias moves to its new index
 * in one atomic `_aliases` call and the old indices are deleted.
 */
export function reindexer(es: Client, prefix: string, targets: WriteTargets, catalog: PromiseClient<CatalogClient>, token: () => Promise<string>, logger: Logger, vectors: VectorSpace = DEFAULT_VECTORS) {
  let running = false;
  return async function reindex() {
    if (running) throw new DomainError('REINDEX_RUNNING', 'A reindex is already running', 'conflict');
    running = true;
    const started = Date.now();
    const aliases = indexNames(prefix);
    const current = {} as Record<IndexKind, string>;
    const next = {} as Targets;
    let swapped = false;
    try {
      for (const kind of INDEX_KINDS) {
        current[kind] = await indexBehind(es, aliases[kind]);
        next[kind] = nextIndexName(aliases[kind], current[kind]);
        await es.indices.delete({ index: next[kind], ignore_unavailable: true });
        await createIndex(es, kind, next[kind], undefined, vectors);
      }
      targets.add(next);
      let apps = 0;
      let images = 0;
      let contents = 0;
      for (let after = ''; ; ) {
        const page = await catalog.ExportApps({ afterId: after, limit: PAGE }, { token: await token(), deadlineMs: 30_000 });
        const pageDocs = page.apps.map(appDocuments);
        const ops = pageDocs.flatMap((docs, i) => {
          images += docs.images.length;
          return appOps(next, docs, page.versions[i]!);
        });
        const conflicts = await bulk(es, ops);
        // An app the live consumer already wrote newer: keep only what its newer card lists.
        for (const docs of pageDocs) if (conflicts.has(docs.app.appId)) await dropOutdated(es, next, docs);
        apps += page.apps.length;
        if (page.apps.length < PAGE) break;
        after = page.apps.at(-1)!.id;
      }
      for (let after = ''; ; ) {
        const page = await catalog.ExportContents({ afterId: after, limit: PAGE }, { token: await token(), deadlineMs: 30_000 });
        await bulk(es, page.contents.flatMap((c, i) => indexOps(next.contents, c.id, contentDocument(c), page.versions[i]!)));
        contents += page.contents.length;
        if (page.contents.length < PAGE) break;
        after = page.contents.at(-1)!.id;
      }
      // Products are this service's own projection of marketplace events (not in the catalog): copied
      // from the current index at their versions, without vectors (the embedder refills them).
      for (let after: string | undefined; ; ) {
        const page = await es.search<Record<string, unknown>>({
          index: current.products,
          size: PAGE,
          sort: [{ productId: { order: 'asc' } }] as never,
          version: true,
          _source: { excludes: ['embedding', 'embeddingModel'] },
          ...(after !== undefined && { search_after: [after] }),
        });
        const hits = page.hits.hits;
        await bulk(es, hits.flatMap((h) => indexOps(next.products, h._id!, { ...h._source, needsVector: true }, h._version ?? 1)));
        if (hits.length < PAGE) break;
        after = String(hits.at(-1)!._source!.productId);
      }
      await es.indices.refresh({ index: Object.values(next) });
      await es.indices.updateAliases({
        actions: INDEX_KINDS.flatMap((kind) => [
          { remove: { index: current[kind], alias: aliases[kind] } },
          { add: { index: next[kind], alias: aliases[kind], is_write_index: true } },
        ]),
      });
      swapped = true;
      targets.remove(next);
      await es.indices.delete({ index: Object.values(current), ignore_unavailable: true });
      const result = { indices: Object.values(next), apps, images, contents, ms: Date.now() - started };
      logger.info(result, 'reindexed from the catalog');
      return result;
    } catch (error) {
      targets.remove(next);
      // The aliases still point at the old indices: the half-built ones go.
      if (!swapped) await es.indices.delete({ index: Object.values(next), ignore_unavailable: true }).catch(() => undefined);
      throw error;
    } finally {
      running = false;
    }
  };
}
