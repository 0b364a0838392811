import { Topics, type Logger, type Subscription } from '@screenshelf/kit';
import type { CatalogEvent__Output } from '@screenshelf/kit/gen/screenshelf/events/v1/CatalogEvent.js';
import { indexNames, isVersionConflict, type AppDocument, type Client } from './indices.js';

/**
 * Keeps the apps index in step with the catalog. Documents carry the catalog's version as an
 * external version, so an old or replayed event never overwrites a newer one.
 */
export function catalogSubscription(es: Client, prefix: string, logger: Logger): Subscription {
  const { apps } = indexNames(prefix);
  return {
    topic: Topics.catalogApp,
    async handle(event: { message: CatalogEvent__Output }) {
      const { kind, version, app, deletedId } = event.message;
      try {
        if (kind === 'app.upserted' && app) {
          const document: AppDocument = {
            appId: app.id,
            appName: app.name,
            appNameEn: app.nameEn,
            type: app.type,
            categoryCodes: app.categoryCodes,
            mau: app.mau,
            image: app.iconUrl,
            colors: [],
            createdAt: app.createdAt,
            updatedAt: app.updatedAt,
          };
          await es.index({ index: apps, id: app.id, document, version, version_type: 'external' });
        } else if (kind === 'app.deleted' && deletedId) {
          await es.delete({ index: apps, id: deletedId, version, version_type: 'external' });
        } else {
          logger.debug({ kind }, 'catalog event not indexed');
        }
      } catch (error) {
        if (isVersionConflict(error)) return; // already holds this version or a newer one
        if ((error as { statusCode?: number }).statusCode === 404 && kind === 'app.deleted') return;
        throw error;
      }
    },
  };
}
