import { Topics, type Logger, type Subscription, type Tx } from '@screenshelf/kit';
import type { CatalogEvent__Output } from '@screenshelf/kit/gen/screenshelf/events/v1/CatalogEvent.js';
import type { ViewEvent__Output } from '@screenshelf/kit/gen/screenshelf/events/v1/ViewEvent.js';
import { keepCode, type CodeBookCache } from './codebook.js';
import type { Client } from './indices.js';
import { projectApp, projectContent, removeApp, type Targets } from './projection.js';
import type { TrendingItem, TrendingStore } from './trending.js';

/**
 * Where the consumer writes: the aliases, plus the new indices while a reindex is building them
 * (so nothing that happens during a reindex is missing after the alias swap).
 */
export class WriteTargets {
  private readonly extra = new Set<Targets>();
  readonly aliases: Targets;

  constructor(aliases: Targets) {
    this.aliases = aliases;
  }
  all(): Targets[] {
    return [this.aliases, ...this.extra];
  }
  add(targets: Targets) {
    this.extra.add(targets);
  }
  remove(targets: Targets) {
    this.extra.delete(targets);
  }
}

/**
 * Keeps the indices in step with the catalog. Documents carry the catalog's version as an
 * external version, so an old or replayed event never overwrites a newer one.
 */
export function catalogSubscription(es: Client, targets: WriteTargets, codes: CodeBookCache, logger: Logger, changed?: (change: { kind: string; id: string; version: number }) => Promise<void>): Subscription {
  return {
    topic: Topics.catalogApp,
    async handle(event: { message: CatalogEvent__Output }, tx: Tx) {
      const { kind, version, app, deletedId, content, code } = event.message;
      for (const target of targets.all()) {
        if (kind === 'app.upserted' && app) await projectApp(es, target, app, version);
        else if (kind === 'app.deleted' && deletedId) await removeApp(es, target, deletedId, version);
        else if (kind === 'content.upserted' && content) await projectContent(es, target, content, version);
      }
      if (kind === 'code.upserted' && code) {
        // Codes are kept from the catalog's events, never asked of the catalog again.
        await keepCode(tx, code);
        codes.invalidate();
      }
      else if (!['app.upserted', 'app.deleted', 'content.upserted'].includes(kind)) logger.debug({ kind }, 'catalog event not indexed');
      // Browse answers kept from before this change are forgotten (every replica's, browse-cache.ts).
      await changed?.({ kind, id: app?.id ?? deletedId ?? content?.id ?? code?.code ?? '', version: Number(version) });
    },
  };
}

const TRENDING_ITEMS = new Set<string>(['APP', 'IMAGE', 'PRODUCT', 'CONTENT']);

/** Views (published by the gateway) feed the trending ranking. */
export function viewSubscription(trending: TrendingStore): Subscription {
  return {
    topic: Topics.activityView,
    async handle(event: { message: ViewEvent__Output }) {
      const { itemType, itemId, viewedAt } = event.message;
      if (!TRENDING_ITEMS.has(itemType) || !itemId) return;
      const at = new Date(viewedAt);
      await trending.recordView(itemType as TrendingItem, itemId, Number.isNaN(at.getTime()) ? new Date() : at);
    },
  };
}
