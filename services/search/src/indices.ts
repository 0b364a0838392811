import { Client, errors } from '@elastic/elasticsearch';
import type { Logger } from '@screenshelf/kit';

export type { Client };

export interface AppDocument {
  appId: string;
  appName: string;
  appNameEn: string;
  type: string;
  categoryCodes: string[];
  mau: number;
  image: string;
  storeUrl: string;
  /** YYYY-MM-DD or ''; these four are absent in documents written before them. */
  releasedAt?: string;
  description?: string;
  descriptionEn?: string;
  /** The card's strip: a few screens, the first of each pattern first. */
  screens?: { imageId: string; url: string; thumbnails: { width: number; url: string }[] }[];
  colors: string[];
  patternCodes: string[];
  componentCodes: string[];
  nameTokens: string[];
  nameKeys: string[];
  /** Tokens of the text inside the app's screens (OCR), like nameTokens. */
  textTokens: string[];
  likeCount: number;
  /** What the app has now, so the next snapshot can drop what it no longer has (read in real time). */
  patternIds: string[];
  imageIds: string[];
  /** Absent in documents written before flows (issue 30). */
  flowIds?: string[];
  createdAt: string;
  updatedAt: string;
}

export interface ImageDocument {
  imageId: string;
  url: string;
  appId: string;
  appName: string;
  appNameEn: string;
  type: string;
  categoryCodes: string[];
  mau: number;
  appCreatedAt: string;
  patternId: string;
  patternName: string;
  patternCode: string;
  componentCodes: string[];
  colors: string[];
  /** The text inside the screen (OCR; absent in documents written before it) and its tokens (Hangul bigrams, Latin words and trigrams). */
  text?: string;
  textTokens: string[];
  /** WebP thumbnails, narrowest first (absent in documents written before them). */
  thumbnails?: { width: number; url: string }[];
  /** The layout's 128 bits as 32 hex digits (catalog's layoutHashOf); absent until made. */
  layout?: string;
  order: number;
  likeCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface PatternDocument {
  patternId: string;
  appId: string;
  appName: string;
  appNameEn: string;
  type: string;
  categoryCodes: string[];
  mau: number;
  appCreatedAt: string;
  patternName: string;
  patternCode: string;
  order: number;
  componentCodes: string[];
  colors: string[];
  /** Tokens of the text inside the pattern's screens. */
  textTokens: string[];
  images: { imageId: string; url: string; thumbnails?: { width: number; url: string }[]; componentCodes: string[]; colors: string[]; order: number; likeCount: number; updatedAt: string }[];
  createdAt: string;
  updatedAt: string;
}

/** One step of a flow document: its screen (as the app's screens carry it) and its labels. */
export interface FlowStepDocument {
  imageId: string;
  url: string;
  thumbnails: { width: number; url: string }[];
  label: string;
  labelEn: string;
  /** The screen's OCR text, cleaned and cut to a snippet (kit quote.ts); empty until read. */
  text: string;
}

/**
 * A flow (issue 30): an app's journey through its screens, found by its names, its steps' labels,
 * its app, its pattern and the text inside its screens. The app's fields gate it like its screens.
 */
export interface FlowDocument extends Pick<ImageDocument, 'appId' | 'appName' | 'appNameEn' | 'type' | 'categoryCodes' | 'mau' | 'appCreatedAt'> {
  flowId: string;
  name: string;
  nameEn: string;
  patternCode: string;
  /** The components of its screens (any step's), so a component filter keeps the flows that show it. */
  componentCodes: string[];
  steps: FlowStepDocument[];
  /** Tokens of the text inside its screens, like a screen's. */
  textTokens: string[];
  updatedAt: string;
}

export interface ContentDocument {
  contentId: string;
  title: string;
  description: string;
  image: string;
  linkUrl: string;
  isSelfPublished: boolean;
  categoryCodes: string[];
  patternCodes: string[];
  colors: string[];
  mau: number;
  appId: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * A marketplace product as search keeps it (from `marketplace.order` product events, read back from
 * the marketplace): published products only, for retrieval.
 */
export interface ProductDocument {
  productId: string;
  productType: string;
  type: string;
  title: string;
  description: string;
  image: string;
  price: number;
  productCode: string;
  /** Only paid members may order it; its page is open to everyone. */
  exclusive: boolean;
  sellerUserId: string;
  createdAt: string;
  updatedAt: string;
}

const keyword = { type: 'keyword' as const };
const stored = { type: 'keyword' as const, index: false, doc_values: false };
const date = { type: 'date' as const };
const long = { type: 'long' as const };
// Only Elasticsearch's core analyzers exist in every distribution we run (the integ-test build has
// no analysis-common module), so text uses `standard`; Korean partial matching comes from the
// bigrams in nameTokens (domain/keywords.ts).
const name = { type: 'text' as const, analyzer: 'standard', fields: { raw: keyword } };

/** A screen's layout: 128 bits as 32 hex digits, compared by Hamming distance (score = bits alike / 128). */
export const LAYOUT_BITS = 128;
const LAYOUT = { type: 'dense_vector' as const, element_type: 'bit' as const, dims: LAYOUT_BITS, index: true, similarity: 'l2_norm' as const };

const appFields = {
  appId: keyword,
  appName: name,
  appNameEn: name,
  type: keyword,
  categoryCodes: keyword,
  mau: long,
  appCreatedAt: date,
};

/** The vectors an index holds: which embedding model and how many dimensions (kept in the mapping's _meta). */
export interface VectorSpace {
  model: string;
  dims: number;
}
export const DEFAULT_VECTORS: VectorSpace = { model: 'multilingual-e5-small', dims: 384 };

/** Retrieval's fields (retrieval-fields.ts): tokens, the vector, its model and the "needs a vector" marker. */
const retrievalFields = (dims: number) => ({
  retrievalTokens: keyword,
  passage: { type: 'text' as const, index: false },
  embedding: { type: 'dense_vector' as const, dims, index: true, similarity: 'cosine' as const },
  embeddingModel: keyword,
  needsVector: { type: 'boolean' as const },
});
const RETRIEVAL_FIELDS = retrievalFields(DEFAULT_VECTORS.dims);

export const MAPPINGS = {
  apps: {
    dynamic: 'strict' as const,
    properties: {
      ...appFields,
      image: stored,
      storeUrl: stored,
      releasedAt: stored,
      description: { type: 'text' as const, analyzer: 'standard' },
      descriptionEn: { type: 'text' as const, analyzer: 'standard' },
      screens: { type: 'object' as const, enabled: false },
      colors: keyword,
      patternCodes: keyword,
      componentCodes: keyword,
      nameTokens: keyword,
      nameKeys: keyword,
      textTokens: keyword,
      likeCount: long,
      patternIds: stored,
      imageIds: stored,
      flowIds: stored,
      createdAt: date,
      updatedAt: date,
      ...RETRIEVAL_FIELDS,
    },
  },
  images: {
    dynamic: 'strict' as const,
    properties: {
      ...appFields,
      imageId: keyword,
      url: stored,
      patternId: keyword,
      patternName: keyword,
      patternCode: keyword,
      componentCodes: keyword,
      colors: keyword,
      text: stored,
      textTokens: keyword,
      thumbnails: { type: 'object' as const, enabled: false },
      layout: LAYOUT,
      order: { type: 'integer' as const },
      likeCount: long,
      createdAt: date,
      updatedAt: date,
      ...RETRIEVAL_FIELDS,
    },
  },
  patterns: {
    dynamic: 'strict' as const,
    properties: {
      ...appFields,
      patternId: keyword,
      patternName: keyword,
      patternCode: keyword,
      order: { type: 'integer' as const },
      componentCodes: keyword,
      colors: keyword,
      textTokens: keyword,
      images: { type: 'object' as const, enabled: false },
      createdAt: date,
      updatedAt: date,
    },
  },
  flows: {
    dynamic: 'strict' as const,
    properties: {
      ...appFields,
      flowId: keyword,
      name,
      nameEn: name,
      patternCode: keyword,
      componentCodes: keyword,
      steps: { type: 'object' as const, enabled: false },
      textTokens: keyword,
      updatedAt: date,
      ...RETRIEVAL_FIELDS,
    },
  },
  contents: {
    dynamic: 'strict' as const,
    properties: {
      contentId: keyword,
      title: { type: 'text' as const, analyzer: 'standard' },
      description: { type: 'text' as const, analyzer: 'standard' },
      image: stored,
      linkUrl: stored,
      isSelfPublished: { type: 'boolean' as const },
      categoryCodes: keyword,
      patternCodes: keyword,
      colors: keyword,
      mau: long,
      appId: keyword,
      createdAt: date,
      updatedAt: date,
      ...RETRIEVAL_FIELDS,
    },
  },
  products: {
    dynamic: 'strict' as const,
    properties: {
      productId: keyword,
      productType: keyword,
      type: keyword,
      title: { type: 'text' as const, analyzer: 'standard' },
      description: { type: 'text' as const, analyzer: 'standard' },
      image: stored,
      price: long,
      productCode: keyword,
      exclusive: { type: 'boolean' as const },
      sellerUserId: keyword,
      createdAt: date,
      updatedAt: date,
      ...RETRIEVAL_FIELDS,
    },
  },
};

export type IndexKind = keyof typeof MAPPINGS;
export const INDEX_KINDS = Object.keys(MAPPINGS) as IndexKind[];

/** Alias names; the prefix lets tests and parallel environments share one cluster. */
export function indexNames(prefix: string): Record<IndexKind, string> {
  return {
    apps: `${prefix}apps`,
    images: `${prefix}images`,
    patterns: `${prefix}patterns`,
    flows: `${prefix}flows`,
    contents: `${prefix}contents`,
    products: `${prefix}products`,
  };
}

const SETTINGS = { number_of_shards: 1, number_of_replicas: 0 };

/** The kinds whose documents carry vectors (retrieval). */
export const VECTOR_KINDS: readonly IndexKind[] = ['apps', 'images', 'flows', 'contents', 'products'];

/** A kind's mapping for a vector space: the vector's dimensions, and the model and dims in _meta. */
export function mappingOf(kind: IndexKind, vectors: VectorSpace = DEFAULT_VECTORS) {
  if (!VECTOR_KINDS.includes(kind)) return MAPPINGS[kind];
  return {
    ...MAPPINGS[kind],
    _meta: { embedding: { model: vectors.model, dims: vectors.dims } },
    properties: { ...MAPPINGS[kind].properties, ...retrievalFields(vectors.dims) },
  };
}

export async function createIndex(es: Client, kind: IndexKind, index: string, alias?: string, vectors: VectorSpace = DEFAULT_VECTORS): Promise<void> {
  await es.indices.create({
    index,
    settings: SETTINGS,
    mappings: mappingOf(kind, vectors),
    ...(alias && { aliases: { [alias]: { is_write_index: true } } }),
  });
}

/**
 * Creates `<alias>_v1` behind each alias that does not exist yet. Answers whether an existing index
 * holds vectors of another model or size than `vectors` (its mapping's _meta): then the caller
 * reindexes, so vectors of two models are never mixed.
 */
export async function ensureIndices(es: Client, prefix: string, logger: Logger, vectors: VectorSpace = DEFAULT_VECTORS): Promise<{ vectorsChanged: boolean }> {
  const names = indexNames(prefix);
  let vectorsChanged = false;
  for (const kind of INDEX_KINDS) {
    const alias = names[kind];
    if (await es.indices.existsAlias({ name: alias })) {
      // Fields this version added are put in place (mappings only grow); other changes need a reindex.
      const mapping = Object.values(await es.indices.getMapping({ index: alias }))[0]?.mappings;
      const current = mapping?.properties ?? {};
      const wanted = mappingOf(kind, vectors);
      const missing = Object.entries(wanted.properties).filter(([field]) => !(field in current));
      const meta = (mapping?._meta as { embedding?: VectorSpace } | undefined)?.embedding;
      const wantedMeta = (wanted as { _meta?: { embedding: VectorSpace } })._meta;
      if (wantedMeta && meta && (meta.model !== vectors.model || meta.dims !== vectors.dims)) {
        vectorsChanged = true;
        logger.warn({ alias, indexed: meta, configured: vectors }, 'the index holds vectors of another embedding model: reindexing');
        continue;
      }
      if (missing.length || (wantedMeta && !meta)) {
        await es.indices.putMapping({ index: alias, properties: Object.fromEntries(missing), ...(wantedMeta && { _meta: wantedMeta }) });
        logger.info({ alias, fields: missing.map(([field]) => field) }, 'added new fields to a search index');
      }
      continue;
    }
    try {
      await createIndex(es, kind, `${alias}_v1`, alias, vectors);
      logger.info({ index: `${alias}_v1`, alias }, 'created search index');
    } catch (error) {
      if (error instanceof errors.ResponseError && error.body?.error?.type === 'resource_already_exists_exception') continue;
      throw error;
    }
  }
  return { vectorsChanged };
}

/** The vector space an index's mapping records (_meta), if any. */
export async function vectorsOf(es: Client, alias: string): Promise<VectorSpace | undefined> {
  return (await vectorIndexOf(es, alias))?.space;
}

/**
 * The concrete index behind an alias now, with the vector space it was built for, read together:
 * a writer that checks the model by the alias and then writes by it could write into an index
 * another process swapped in meanwhile, built for another model.
 */
export async function vectorIndexOf(es: Client, alias: string): Promise<{ index: string; space?: VectorSpace } | undefined> {
  const [entry] = Object.entries(await es.indices.getMapping({ index: alias }));
  if (!entry) return undefined;
  const [index, { mappings }] = entry;
  return { index, space: (mappings?._meta as { embedding?: VectorSpace } | undefined)?.embedding };
}

/** The concrete index an alias points at now. */
export async function indexBehind(es: Client, alias: string): Promise<string> {
  const aliases = await es.indices.getAlias({ name: alias });
  return Object.keys(aliases)[0]!;
}

export const isVersionConflict = (error: unknown) => error instanceof errors.ResponseError && error.statusCode === 409;
