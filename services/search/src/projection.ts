import { cleanScreenText, cutAtWord } from '@screenshelf/kit';
import type { AppSnapshot__Output } from '@screenshelf/kit/gen/screenshelf/events/v1/AppSnapshot.js';
import type { ContentSnapshot__Output } from '@screenshelf/kit/gen/screenshelf/events/v1/ContentSnapshot.js';
import { nameKey, nameTokens } from './domain/keywords.js';
import type { AppDocument, Client, ContentDocument, FlowDocument, ImageDocument, IndexKind, PatternDocument } from './indices.js';
import { appRetrieval, contentRetrieval, flowRetrieval, imageRetrieval } from './retrieval-fields.js';

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

/** How much of a screen's text a flow step keeps (what /mcp shows of each step). */
export const STEP_TEXT_CHARS = 400;

/**
 * The app's flows as documents: each step with its screen (from the same snapshot), the screens'
 * text and components. A step whose screen the snapshot does not hold is left out, and a flow left
 * with fewer than two steps is no journey (catalog deletes those).
 */
function flowDocuments(app: AppSnapshot__Output, images: ImageDocument[], shared: Omit<FlowDocument, 'flowId' | 'name' | 'nameEn' | 'patternCode' | 'componentCodes' | 'steps' | 'textTokens' | 'updatedAt'>): FlowDocument[] {
  const screen = new Map(images.map((i) => [i.imageId, i]));
  return (app.flows ?? []).flatMap((f) => {
    const steps = f.steps.flatMap((s) => {
      const image = screen.get(s.imageId);
      return image ? [{ step: s, image }] : [];
    });
    if (steps.length < 2) return [];
    const doc: FlowDocument = {
      ...shared,
      flowId: f.id,
      name: f.name,
      nameEn: f.nameEn,
      patternCode: f.patternCode,
      componentCodes: [...new Set(steps.flatMap(({ image }) => image.componentCodes))],
      steps: steps.map(({ step, image }) => ({
        imageId: image.imageId,
        url: image.url,
        thumbnails: image.thumbnails ?? [],
        label: step.label,
        labelEn: step.labelEn,
        text: cutAtWord(cleanScreenText(image.text ?? ''), STEP_TEXT_CHARS),
      })),
      textTokens: [...new Set(steps.flatMap(({ image }) => image.textTokens))],
      updatedAt: f.updatedAt,
    };
    return [Object.assign(doc, flowRetrieval(doc))];
  });
}

/** The documents of one app: the app card, one per pattern, one per screen, one per flow. */
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
  const flows = flowDocuments(app, images, shared);
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
    flowIds: flows.map((f) => f.flowId),
    createdAt: app.createdAt,
    updatedAt: app.updatedAt,
  };
  // Retrieval's tokens and the "needs a vector" marker (retrieval-fields.ts).
  for (const image of images) Object.assign(image, imageRetrieval(image));
  Object.assign(appDoc, appRetrieval(appDoc));
  return { app: appDoc, patterns, images, flows };
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

type Held = { patternIds: string[]; imageIds: string[]; flowIds: string[]; version: number };

/**
 * The patterns, screens and flows an app's card lists now. A get is real time (a search would miss
 * what was indexed in the last refresh interval), so a quick succession of changes drops exactly what went.
 */
export async function heldBy(es: Client, index: string, appId: string): Promise<Held> {
  try {
    const doc = await es.get<Pick<AppDocument, 'patternIds' | 'imageIds' | 'flowIds'>>({ index, id: appId, _source_includes: ['patternIds', 'imageIds', 'flowIds'] });
    return { patternIds: doc._source?.patternIds ?? [], imageIds: doc._source?.imageIds ?? [], flowIds: doc._source?.flowIds ?? [], version: doc._version ?? 0 };
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return { patternIds: [], imageIds: [], flowIds: [], version: 0 };
    throw error;
  }
}

/** What `docs` holds that `now` no longer lists, as deletes at `version`. */
const staleOps = (targets: Targets, docs: Pick<AppDocument, 'patternIds' | 'imageIds' | 'flowIds'>, now: Omit<Held, 'version'>, version: number): BulkOp[] => [
  ...deleteOps(targets.patterns, docs.patternIds.filter((id) => !now.patternIds.includes(id)), version),
  ...deleteOps(targets.images, docs.imageIds.filter((id) => !now.imageIds.includes(id)), version),
  ...deleteOps(targets.flows, (docs.flowIds ?? []).filter((id) => !now.flowIds.includes(id)), version),
];

/** The index operations of one app's documents at `version`. */
export const appOps = (targets: Targets, docs: ReturnType<typeof appDocuments>, version: number): BulkOp[] => [
  ...indexOps(targets.apps, docs.app.appId, docs.app, version),
  ...docs.patterns.flatMap((p) => indexOps(targets.patterns, p.patternId, p, version)),
  ...docs.images.flatMap((i) => indexOps(targets.images, i.imageId, i, version)),
  ...docs.flows.flatMap((f) => indexOps(targets.flows, f.flowId, f, version)),
];

/**
 * A snapshot written while a newer one was already there (a reindex racing live events): drops
 * the snapshot's patterns and screens the newer app card no longer lists.
 */
export async function dropOutdated(es: Client, targets: Targets, docs: ReturnType<typeof appDocuments>): Promise<void> {
  const now = await heldBy(es, targets.apps, docs.app.appId);
  await bulk(es, staleOps(targets, docs.app, now, now.version));
}

/** Writes one app (its card, patterns, screens and flows) at `version`, and drops what it no longer has. */
export async function projectApp(es: Client, targets: Targets, app: AppSnapshot__Output, version: number): Promise<void> {
  const docs = appDocuments(app);
  const before = await heldBy(es, targets.apps, app.id);
  await bulk(es, appOps(targets, docs, version));
  await bulk(es, staleOps(targets, before, { ...docs.app, flowIds: docs.app.flowIds ?? [] }, version));
}

export async function removeApp(es: Client, targets: Targets, appId: string, version: number): Promise<void> {
  const { patternIds: patterns, imageIds: images, flowIds: flows } = await heldBy(es, targets.apps, appId);
  await bulk(es, [
    ...deleteOps(targets.apps, [appId], version),
    ...deleteOps(targets.patterns, patterns, version),
    ...deleteOps(targets.images, images, version),
    ...deleteOps(targets.flows, flows, version),
  ]);
}

export async function projectContent(es: Client, targets: Targets, content: ContentSnapshot__Output, version: number): Promise<void> {
  await bulk(es, indexOps(targets.contents, content.id, contentDocument(content), version));
}
