import { appendEvent, Topics, type Tx, type Subscription, type Logger } from '@screenshelf/kit';
import type { CatalogEvent } from '@screenshelf/kit/gen/screenshelf/events/v1/CatalogEvent.js';
import type { AppSnapshot } from '@screenshelf/kit/gen/screenshelf/events/v1/AppSnapshot.js';
import type { FlowSnapshot } from '@screenshelf/kit/gen/screenshelf/events/v1/FlowSnapshot.js';
import type { ContentSnapshot } from '@screenshelf/kit/gen/screenshelf/events/v1/ContentSnapshot.js';
import type { UserEvent__Output } from '@screenshelf/kit/gen/screenshelf/events/v1/UserEvent.js';
import type { CodeEntry } from './domain/codes.js';
import { deletePersonalBoards } from './store-boards.js';
import { flowsOfApps, type FlowRow } from './store-flows.js';
import { bumpApp, deleteUserData, loadAggregate, type AppAggregate, type AppRow, type ContentRow } from './store.js';

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
    description: app.description,
    descriptionEn: app.description_en,
    createdAt: app.created_at.toISOString(),
    updatedAt: app.updated_at.toISOString(),
    likeCount: app.like_count,
  };
}

/**
 * An app's flows as its snapshot carries them. A flow left with one step (a screen removed in this
 * transaction) is deleted at commit by 0009's deferred trigger, so it is left out already.
 */
export const flowSnapshots = (flows: FlowRow[]): FlowSnapshot[] =>
  flows
    .filter((f) => f.steps.length >= 2)
    .map((f) => ({
      id: f.id,
      name: f.name,
      nameEn: f.name_en,
      patternCode: f.pattern_code,
      updatedAt: f.updated_at.toISOString(),
      steps: f.steps.map((s) => ({ imageId: s.imageId, label: s.label, labelEn: s.labelEn })),
    }));

/** The whole app as one snapshot: the app, its patterns and their screens, and its flows. */
export function aggregateSnapshot({ app, patterns }: AppAggregate, flows: FlowRow[] = []): AppSnapshot {
  return {
    ...appSnapshot(app),
    flows: flowSnapshots(flows),
    patterns: patterns.map((p) => ({
      id: p.id,
      name: p.name,
      code: p.code,
      order: p.sort_order,
      createdAt: p.created_at.toISOString(),
      updatedAt: p.updated_at.toISOString(),
      images: p.images.map((i) => ({
        id: i.id,
        url: i.url,
        componentCodes: i.component_codes,
        colors: i.colors,
        text: i.text,
        thumbnails: i.thumbnails,
        layoutHash: i.layout_hash,
        order: i.sort_order,
        likeCount: i.like_count,
        createdAt: i.created_at.toISOString(),
        updatedAt: i.updated_at.toISOString(),
      })),
    })),
  };
}

/** Whole snapshots of a page of apps, their flows read in one query (ExportApps, search's reindex). */
export async function aggregateSnapshots(db: Parameters<typeof flowsOfApps>[0], aggregates: AppAggregate[]): Promise<AppSnapshot[]> {
  const flows = await flowsOfApps(db, aggregates.map((a) => a.app.id));
  return aggregates.map((a) => aggregateSnapshot(a, flows.get(a.app.id)));
}

export function contentSnapshot(c: ContentRow): ContentSnapshot {
  return {
    id: c.id,
    title: c.title,
    description: c.description,
    body: c.body,
    image: c.image,
    linkUrl: c.link_url,
    isSelfPublished: c.is_self_published,
    categoryCodes: c.category_codes,
    patternCodes: c.pattern_codes,
    colors: c.colors,
    mau: c.mau,
    appId: c.app_id ?? '',
    createdAt: c.created_at.toISOString(),
    updatedAt: c.updated_at.toISOString(),
  };
}

const publish = (tx: Tx, key: string, event: CatalogEvent) =>
  appendEvent(tx, { topic: Topics.catalogApp, key, type: event.kind!, message: event });

/**
 * Tells the rest of the system (search, first) that an app now looks like this, patterns, screens
 * and flows included, so a projection never has to merge partial changes.
 */
export async function publishAppUpserted(tx: Tx, app: AppRow): Promise<AppAggregate> {
  const aggregate = await loadAggregate(tx, app);
  const [snapshot] = await aggregateSnapshots(tx, [aggregate]);
  await publish(tx, app.id, { kind: 'app.upserted', version: app.version, occurredAt: new Date().toISOString(), app: snapshot });
  return aggregate;
}

/** Bumps an app's version (its content or likes changed) and publishes its new snapshot. */
export async function republishApp(tx: Tx, appId: string, touch: boolean): Promise<AppAggregate | undefined> {
  const app = await bumpApp(tx, appId, touch);
  return app ? publishAppUpserted(tx, app) : undefined;
}

export async function publishAppDeleted(tx: Tx, app: AppRow): Promise<void> {
  // One past the last version: the delete wins over any upsert still on its way.
  await publish(tx, app.id, { kind: 'app.deleted', version: app.version + 1, occurredAt: new Date().toISOString(), deletedId: app.id });
}

export async function publishContentUpserted(tx: Tx, content: ContentRow): Promise<void> {
  await publish(tx, content.id, { kind: 'content.upserted', version: content.version, occurredAt: new Date().toISOString(), content: contentSnapshot(content) });
}

export async function publishCodeUpserted(tx: Tx, code: CodeEntry): Promise<void> {
  await publish(tx, `${code.type}:${code.code}`, { kind: 'code.upserted', version: 1, occurredAt: new Date().toISOString(), code });
}

/** A closed account (identity.user `user.deleted`): its bookmarks, likes and personal boards are removed. */
export function userDeletedSubscription(logger: Logger): Subscription {
  return {
    topic: Topics.identityUser,
    async handle(event: { message: UserEvent__Output }, tx: Tx) {
      const { kind, userId } = event.message;
      if (kind !== 'user.deleted' || !userId) return;
      const apps = await deleteUserData(tx, userId);
      for (const appId of apps) await republishApp(tx, appId, false);
      // Personal boards go with the account; team boards belong to the group and stay (README).
      const boards = await deletePersonalBoards(tx, userId);
      logger.info({ userId, apps: apps.length, boards }, 'removed the bookmarks, likes and personal boards of a closed account');
    },
  };
}
