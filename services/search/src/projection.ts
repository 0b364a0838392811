import type { AppSnapshot__Output } from '@screenshelf/kit/gen/screenshelf/events/v1/AppSnapshot.js';
import type { ContentSnapshot__Output } from '@screenshelf/kit/gen/screenshelf/events/v1/ContentSnapshot.js';
import { nameKey, nameTokens } from './domain/keywords.js';
import type { AppDocument, Client, ContentDocument, ImageDocument, IndexKind, PatternDocument } from './indices.js';
import { appRetrieval, contentRetrieval, imageRetrieval } from './retrieval-fields.js';

/** How many screens an app card shows. */
export const CARD_STRIP_SCREENS = 4;

/** The screens of an app card's strip: the first screen of each pattern, then the next ones, up to CARD_STRIP_SCREENS. */
export function cardStrip(patterns: PatternDocument[]): PatternDocument['images'] {
  const strip: PatternDocument['images'] = [];
  for (let depth = 0; strip.length < CARD_STRIP_SCREENS; depth++) {
    const row = patterns.map((p) => p.images[depth]).filter((i) => i !== undefined);
    if (row.length === 0) break;
    strip.push(...row.slice(0, CARD_STRIP_SCREENS - strip.length));
  }
  return strip;
}

/** The documents of one app: the app card, one per pattern, one per screen. */
export function appDocuments(app: AppSnapshot__Output) {
  const shared = {
    appId: app.id,
    appName: app.name,
    appNameEn: app.nameEn,
    type: app.type,
    categoryCodes: app.categoryCodes,
    mau: app.mau,
    appCreatedAt: app.createdAt,
  };
  const images: ImageDocument[] = [];
  const patterns: PatternDocument[] = app.patterns.map((p) => {
    const mine = p.images.map<ImageDocument>((i) => ({
      ...shared,
      imageId: i.id,
      url: i.url,
      patternId: p.id,
      patternName: p.name,
      patternCode: p.code,
      componentCodes: i.componentCodes,
      colors: i.colors,
      text: i.text,
      textTokens: nameTokens(i.text),
      thumbnails: i.thumbnails.map((t) => ({ width: t.width, url: t.url })),
      // The layout's 128 bits (catalog's layoutHashOf), once made: "more like this" finds near layouts.
      ...(/^[0-9a-f]{32}$/.test(i.layoutHash) && { layout: i.layoutHash }),
      order: i.order,
      likeCount: i.likeCount,
      createdAt: i.createdAt,
      updatedAt: i.updatedAt,
    }));
    images.push(...mine);
    return {
      ...shared,
      patternId: p.id,
      patternName: p.name,
      patternCode: p.code,
      order: p.order,
      componentCodes: [...new Set(mine.flatMap((i) => i.componentCodes))],
      colors: [...new Set(mine.flatMap((i) => i.colors))],
      textTokens: [...new Set(mine.flatMap((i) => i.textTokens))],
      images: mine.map((i) => ({ imageId: i.imageId, url: i.url, thumbnails: i.thumbnails, componentCodes: i.componentCodes, colors: i.colors, order: i.order, likeCount: i.likeCount, updatedAt: i.updatedAt })),
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
    };
  });
  const { appCreatedAt: _created, ...appShared } = shared;
  const appDoc: AppDocument = {
    ...appShared,
    image: app.iconUrl,
    storeUrl: app.storeUrl,
    releasedAt: app.releasedAt,
    description: app.description,
    descriptionEn: app.descriptionEn,
    screens: cardStrip(patterns).map((i) => ({ imageId: i.imageId, url: i.url, thumbnails: i.thumbnails ?? [] })),
    colors: [...new Set(images.flatMap((i) => i.colors))],
    patternCodes: [...new Set(patterns.map((p) => p.patternCode).filter(Boolean))],
    componentCodes: [...new Set(images.flatMap((i) => i.componentCodes))],
    nameTokens: nameTokens(app.name, app.nameEn),
    nameKeys: [...new Set([nameKey(app.name), nameKey(app.nameEn)].filter(Boolean))],
    textTokens: [...new Set(images.flatMap((i) => i.textTokens))],
    likeCount: app.likeCount,
    patternIds: patterns.map((p) => p.patternId),
    imageIds: images.map((i) => i.imageId),
    createdAt: app.createdAt,
    updatedAt: app.updatedAt,
  };
  // Retrieval's tokens and the "needs a vector" marker (retrieval-fields.ts).
  for (const image of images) Object.assign(image, imageRetrieval(image));
  Object.assign(appDoc, appRetrieval(appDoc));
  return { app: appDoc, patterns, images };
}

export function contentDocument(c: ContentSnapshot__Output): ContentDocument {
  const doc: ContentDocument = {
    contentId: c.id,
    title: c.title,
    description: c.description,
    image: c.image,
    linkUrl: c.linkUrl,
    isSelfPublished: c.isSelfPublished,
    categoryCodes: c.categoryCodes,
    patternCodes: c.patternCodes,
    colors: c.colors,
    mau: c.mau,
    appId: c.appId,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
  return Object.assign(doc, contentRetrieval(doc, c.body));
}

export type Targets = Record<IndexKind, string>;

type BulkOp = Record<string, unknown>;

/**
 * Sends a bulk request; a version conflict means the index already holds something newer. Returns
 * the ids that met a newer version.
 */
export async function bulk(es: Client, operations: BulkOp[]): Promise<Set<string>> {
  const conflicts = new Set<string>();
  if (operations.length === 0) return conflicts;
  const result = await es.bulk({ operations });
  if (!result.errors) return conflicts;
  const responses = result.items.map((item) => Object.values(item)[0]!);
  for (const r of responses) if (r.status === 409) conflicts.add(r._id!);
  const failures = responses.filter((r) => r.error && r.status !== 409 && !(r.status === 404 && r.result === 'not_found'));
  if (failures.length) throw new Error(`bulk indexing failed: ${JSON.stringify(failures[0]!.error)} (${failures.length} items)`);
  return conflicts;
}

export function indexOps(index: string, id: string, document: object, version: number): BulkOp[] {
  return [{ index: { _index: index, _id: id, version, version_type: 'external' } }, document as BulkOp];
}

const deleteOps = (index: string, ids: string[], version: number): BulkOp[] =>
  ids.map((id) => ({ delete: { _index: index, _id: id, version, version_type: 'external' } }));

/**
 * The patterns and screens an app's card lists now. A get is real time (a search would miss what
 * was indexed in the last refresh interval), so a quick succession of changes drops exactly what went.
 */
export async function heldBy(es: Client, index: string, appId: string): Promise<{ patternIds: string[]; imageIds: string[]; version: number }> {
  try {
    const doc = await es.get<Pick<AppDocument, 'patternIds' | 'imageIds'>>({ index, id: appId, _source_includes: ['patternIds', 'imageIds'] });
    return { patternIds: doc._source?.patternIds ?? [], imageIds: doc._source?.imageIds ?? [], version: doc._version ?? 0 };
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return { patternIds: [], imageIds: [], version: 0 };
    throw error;
  }
}

/**
 * A snapshot written while a newer one was already there (a reindex racing live events): drops
 * the snapshot's patterns and screens the newer app card no longer lists.
 */
export async function dropOutdated(es: Client, targets: Targets, docs: ReturnType<typeof appDocuments>): Promise<void> {
  const now = await heldBy(es, targets.apps, docs.app.appId);
  const patterns = docs.app.patternIds.filter((id) => !now.patternIds.includes(id));
  const images = docs.app.imageIds.filter((id) => !now.imageIds.includes(id));
  await bulk(es, [...deleteOps(targets.patterns, patterns, now.version), ...deleteOps(targets.images, images, now.version)]);
}

/** Writes one app (its card, patterns and screens) at `version`, and drops what it no longer has. */
export async function projectApp(es: Client, targets: Targets, app: AppSnapshot__Output, version: number): Promise<void> {
  const docs = appDocuments(app);
  const before = await heldBy(es, targets.apps, app.id);
  await bulk(es, [
    ...indexOps(targets.apps, app.id, docs.app, version),
    ...docs.patterns.flatMap((p) => indexOps(targets.patterns, p.patternId, p, version)),
    ...docs.images.flatMap((i) => indexOps(targets.images, i.imageId, i, version)),
  ]);
  const stalePatterns = before.patternIds.filter((id) => !docs.app.patternIds.includes(id));
  const staleImages = before.imageIds.filter((id) => !docs.app.imageIds.includes(id));
  await bulk(es, [...deleteOps(targets.patterns, stalePatterns, version), ...deleteOps(targets.images, staleImages, version)]);
}

export async function removeApp(es: Client, targets: Targets, appId: string, version: number): Promise<void> {
  const { patternIds: patterns, imageIds: images } = await heldBy(es, targets.apps, appId);
  await bulk(es, [
    ...deleteOps(targets.apps, [appId], version),
    ...deleteOps(targets.patterns, patterns, version),
    ...deleteOps(targets.images, images, version),
  ]);
}

export async function projectContent(es: Client, targets: Targets, content: ContentSnapshot__Output, version: number): Promise<void> {
  await bulk(es, indexOps(targets.contents, content.id, contentDocument(content), version));
}
