import { appendEvent, Topics, type Tx } from '@screenshelf/kit';
import type { CatalogEvent } from '@screenshelf/kit/gen/screenshelf/events/v1/CatalogEvent.js';
import type { AppRow } from './store.js';

export function appSnapshot(app: AppRow) {
  return {
    id: app.id,
    type: app.type,
    name: app.name,
    nameEn: app.name_en,
    categoryCodes: app.category_codes,
    mau: app.mau,
    iconUrl: app.icon_url,
    storeUrl: app.store_url,
    releasedAt: app.released_at ?? '',
    createdAt: app.created_at.toISOString(),
    updatedAt: app.updated_at.toISOString(),
  };
}

/** Tells the rest of the system (search, first) that an app now looks like this. */
export async function publishAppUpserted(tx: Tx, app: AppRow): Promise<void> {
  const event: CatalogEvent = {
    kind: 'app.upserted',
    version: app.version,
    occurredAt: new Date().toISOString(),
    app: appSnapshot(app),
  };
  await appendEvent(tx, { topic: Topics.catalogApp, key: app.id, type: event.kind!, message: event });
}
