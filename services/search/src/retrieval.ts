import { cleanScreenText, cutAtWord, type Caller, type LibraryAccess, type Logger } from '@screenshelf/kit';
import type { RetrievedItem } from '@screenshelf/kit/gen/screenshelf/search/v1/RetrievedItem.js';
import type { RetrieveResponse } from '@screenshelf/kit/gen/screenshelf/search/v1/RetrieveResponse.js';
import type { CodeBook } from './domain/codes.js';
import { screensQuery, type LibraryFilters } from './domain/browse.js';
import {
  keywordRetrieveQuery,
  englishHalf,
  kindsOf,
  knnRetrieveQuery,
  LIBRARY_KINDS,
  reciprocalRankFusion,
  retrieveFilters,
  spreadOverApps,
  type RetrieveInput,
  type RetrieveQuery,
  type RetrieveKind,
} from './domain/retrieve.js';
import type { EmbeddingsPort } from './embeddings.js';
import {
  indexNames,
  vectorsOf,
  type AppDocument,
  type Client,
  type ContentDocument,
  type FlowDocument,
  type ImageDocument,
  type ProductDocument,
  type VectorSpace,
} from './indices.js';

type Candidate = RetrievedItem & { key: string; appType: string };

const INDEX_OF: Record<RetrieveKind, 'images' | 'apps' | 'flows' | 'contents' | 'products'> = {
  IMAGE: 'images',
  APP: 'apps',
  FLOW: 'flows',
  CONTENT: 'contents',
  PRODUCT: 'products',
};

const SNIPPET = 240;
/** What an answer may quote of an item: its parts on one line, cut at a word. */
const snippetOf = (...parts: (string | undefined)[]) => cutAtWord(parts.filter(Boolean).join(' · '), SNIPPET);

/** A retrieved item before fusion: keyed by kind and id, not scored yet. */
const candidate = (
  kind: RetrieveKind,
  id: string,
  item: Omit<Candidate, 'key' | 'kind' | 'id' | 'score' | 'matchedBy' | 'appId' | 'appType' | 'patternCode' | 'componentCodes' | 'snippetEn' | 'steps'> &
    Partial<Pick<Candidate, 'appId' | 'appType' | 'patternCode' | 'componentCodes' | 'snippetEn' | 'steps'>>,
): Candidate => ({
  appId: '',
  appType: '',
  patternCode: '',
  componentCodes: [],
  snippetEn: '',
  steps: [],
  ...item,
  key: `${kind}:${id}`,
  kind,
  id,
  score: 0,
  matchedBy: '',
});

/** An indexed document of a kind as a retrieved item. */
function itemOf(kind: RetrieveKind, source: Record<string, unknown>): Candidate {
  switch (kind) {
    case 'IMAGE': {
      const d = source as unknown as ImageDocument;
      return candidate(kind, d.imageId, {
        title: [d.appName, d.patternName].filter(Boolean).join(' · '),
        titleEn: [d.appNameEn || d.appName, d.patternName].filter(Boolean).join(' · '),
        image: d.url,
        link: `/apps/${d.appId}?image=${d.imageId}`,
        appId: d.appId,
        appType: d.type,
        patternCode: d.patternCode,
        componentCodes: d.componentCodes ?? [],
        // The screen's OCR text without the status bar, icons and dividers it also read (kit quote.ts).
        snippet: snippetOf(d.patternName, cleanScreenText(d.text ?? '')),
      });
    }
    case 'APP': {
      const d = source as unknown as AppDocument;
      return candidate(kind, d.appId, {
        title: d.appName,
        titleEn: d.appNameEn || d.appName,
        image: d.image,
        link: `/apps/${d.appId}`,
        appId: d.appId,
        appType: d.type,
        snippet: snippetOf(d.appName, d.appNameEn),
      });
    }
    case 'FLOW': {
      const d = source as unknown as FlowDocument;
      const steps = d.steps ?? [];
      return candidate(kind, d.flowId, {
        title: [d.appName, d.name].filter(Boolean).join(' · '),
        titleEn: [d.appNameEn || d.appName, d.nameEn || d.name].filter(Boolean).join(' · '),
        image: steps[0]?.url ?? '',
        link: `/apps/${d.appId}?flow=${d.flowId}`,
        appId: d.appId,
        appType: d.type,
        patternCode: d.patternCode,
        // The journey in each language: its steps' labels in order.
        snippet: snippetOf(steps.map((s) => s.label || s.labelEn).filter(Boolean).join(' → ')),
        snippetEn: snippetOf(steps.map((s) => s.labelEn).filter(Boolean).join(' → ')),
        steps: steps.map((s) => ({ imageId: s.imageId, image: s.url, label: s.label, labelEn: s.labelEn, text: s.text ?? '' })),
      });
    }
    case 'CONTENT': {
      const d = source as unknown as ContentDocument;
      return candidate(kind, d.contentId, {
        title: d.title,
        titleEn: d.title,
        image: d.image,
        link: d.linkUrl || '/article',
        snippet: snippetOf(d.description),
      });
    }
    case 'PRODUCT': {
      const d = source as unknown as ProductDocument;
      return candidate(kind, d.productId, {
        title: d.title,
        // A bilingual product's English halves, whole (never cut before them).
        titleEn: englishHalf(d.title) || d.title,
        image: d.image,
        link: `/products/${d.productId}`,
        snippet: snippetOf(d.description),
        snippetEn: englishHalf(d.description ?? ''),
      });
    }
  }
}

const SOURCE_EXCLUDES = ['embedding', 'retrievalTokens', 'textTokens', 'nameTokens', 'nameKeys', 'patternIds', 'imageIds', 'flowIds', 'passage'];

export interface RetrieverDeps {
  es: Client;
  prefix: string;
  access: LibraryAccess;
  /** The embeddings port, or undefined when none is configured (keyword only). */
  embeddings?: EmbeddingsPort;
  vectors: VectorSpace;
  /** The cosine similarity below which a kNN hit is not shown in the search box (model-specific). */
  minSimilarity?: number;
  logger: Logger;
}

/**
 * search.Retrieve: a keyword and a kNN list per kind (each limited to what the caller may open),
 * fused by reciprocal rank fusion. Free callers' `locked` counts how many of the whole library's
 * top answers (the same retrieval without the window) they may not open. Without vectors (the
 * embeddings server down or slow, the index holding another model's vectors, mode keyword) it
 * answers from keywords alone, with vectorsUsed false.
 */
export function retriever({ es, prefix, access, embeddings, vectors, minSimilarity = 0, logger }: RetrieverDeps) {
  const index = indexNames(prefix);

  // The vector space the images index records (_meta), read again at most every 10 s.
  let space: { at: number; value: Promise<VectorSpace | undefined> } | undefined;
  const indexedVectors = () => {
    if (!space || Date.now() - space.at > 10_000) {
      const value = vectorsOf(es, index.images).catch(() => undefined);
      space = { at: Date.now(), value };
    }
    return space.value;
  };

  async function keywordList(
    kind: RetrieveKind,
    input: RetrieveQuery,
    onlyAppIds: string[] | undefined,
    size: number,
  ): Promise<Candidate[]> {
    const result = await es.search<Record<string, unknown>>({
      index: index[INDEX_OF[kind]],
      query: keywordRetrieveQuery(kind, input.query, retrieveFilters(kind, input, onlyAppIds)),
      size,
      _source: { excludes: SOURCE_EXCLUDES },
      track_total_hits: false,
      ignore_unavailable: true,
    });
    return result.hits.hits.map((h) => itemOf(kind, h._source!));
  }

  async function vectorList(
    kind: RetrieveKind,
    input: RetrieveQuery,
    vector: number[],
    onlyAppIds: string[] | undefined,
    size: number,
  ): Promise<Candidate[]> {
    const result = await es.search<Record<string, unknown>>({
      index: index[INDEX_OF[kind]],
      knn: knnRetrieveQuery(vector, vectors.model, retrieveFilters(kind, input, onlyAppIds), size) as never,
      size,
      _source: { excludes: SOURCE_EXCLUDES },
      ignore_unavailable: true,
    });
    return result.hits.hits.map((h) => itemOf(kind, h._source!));
  }

  /** The query's vector, or undefined when vectors cannot take part now (never an error). */
  async function queryVector(input: Pick<RetrieveInput, 'query' | 'mode'>): Promise<number[] | undefined> {
    if (input.mode === 'keyword' || !embeddings) return undefined;
    const indexed = await indexedVectors();
    if (!indexed || indexed.model !== vectors.model || indexed.dims !== vectors.dims) return undefined;
    try {
      return (await embeddings.embed([input.query], 'query'))[0];
    } catch (error) {
      logger.debug({ err: error }, 'retrieval without vectors: the embeddings server did not answer');
      return undefined;
    }
  }

  /** Every list (keyword and kNN per kind), fused; `onlyAppIds` limits screens and apps to a window. */
  async function fused(input: RetrieveQuery, vector: number[] | undefined, onlyAppIds: string[] | undefined, size: number) {
    const kinds = kindsOf(input);
    const lists = await Promise.all([
      ...(input.mode !== 'vector' ? kinds.map((kind) => keywordList(kind, input, onlyAppIds, size)) : []),
      ...(vector ? kinds.map((kind) => vectorList(kind, input, vector, onlyAppIds, size)) : []),
    ]);
    const keywordLists = input.mode !== 'vector' ? kinds.length : 0;
    return reciprocalRankFusion(lists).map(({ item, score, from }) => {
      const byKeyword = from.some((li) => li < keywordLists);
      const byVector = from.some((li) => li >= keywordLists);
      return { ...item, score, matchedBy: byKeyword && byVector ? 'both' : byKeyword ? 'keyword' : 'vector' };
    });
  }

  /**
   * Whether the library knows at least one of the words: some screen shows it or is named by it
   * (text inside the screen, its pattern, components, app or category, in either language). A
   * made-up word has nearest vectors like any other (multilingual-e5-small put "blorfendash" at
   * cosine 0.83 to screens, above real words such as "sign in"), so no similarity floor tells it apart.
   */
  async function knowsWords(keyword: string): Promise<boolean> {
    const result = await es.search({
      index: index.images,
      query: keywordRetrieveQuery('IMAGE', keyword, []),
      size: 0,
      terminate_after: 1,
      track_total_hits: 1,
    });
    const total = result.hits.total;
    return (typeof total === 'number' ? total : (total?.value ?? 0)) > 0;
  }

  /**
   * The search box's meaning search: screens similar to the keyword (at least `minSimilarity`),
   * under the same browse filters (without the keyword) and window, leaving out `exclude`. Nothing
   * (never an error) when vectors cannot take part, or when the library knows none of the words.
   */
  async function similarScreens(
    filters: LibraryFilters,
    onlyAppIds: string[] | undefined,
    k: number,
    exclude: string[],
  ): Promise<ImageDocument[]> {
    if (!filters.keyword || k <= 0) return [];
    if (!(await knowsWords(filters.keyword))) return [];
    const vector = await queryVector({ query: filters.keyword, mode: 'hybrid' });
    if (!vector) return [];
    const base = screensQuery({ ...filters, keyword: undefined }, 'imageId', onlyAppIds).query.bool.filter;
    const knn = knnRetrieveQuery(vector, vectors.model, base, k);
    const result = await es.search<ImageDocument>({
      index: index.images,
      knn: {
        ...knn,
        ...(minSimilarity > 0 && { similarity: minSimilarity }),
        filter: { bool: { ...knn.filter.bool, must_not: [{ ids: { values: exclude } }] } },
      } as never,
      size: k,
      _source: { excludes: ['embedding', 'retrievalTokens', 'passage'] },
    });
    return result.hits.hits.map((h) => h._source!);
  }

  /**
   * Screens like one screen ("more like this"): other apps' screens of the same platform that share
   * its pattern (first), its components and its colours, are laid out alike (its layout bits, once
   * the catalog made them) and are nearest to it in meaning (its own vector, when it has one of the
   * configured model). Among the caller's window, never the screen's own app: a designer asks how
   * others did it. Undefined for a screen that is not there.
   */
  async function screensLike(imageId: string, caller: Caller, k: number): Promise<{ source: ImageDocument; similar: ImageDocument[] } | undefined> {
    let source: (ImageDocument & { embedding?: number[]; embeddingModel?: string }) | undefined;
    try {
      source = (await es.get<ImageDocument & { embedding?: number[]; embeddingModel?: string }>({ index: index.images, id: imageId, _source_excludes: ['retrievalTokens', 'passage'] }))._source;
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode !== 404) throw error;
    }
    await access.assertMayView(caller, source && { appId: source.appId, type: source.type }, 'Image');
    if (!source) return undefined;
    const visible = await access.visibleAppIds(caller, source.type as 'MOBILE' | 'WEBSITE');
    const filter: object[] = [{ term: { type: source.type } }, ...(visible ? [{ terms: { appId: visible } }] : [])];
    const mustNot = [{ term: { appId: source.appId } }];
    const should = [
      ...(source.patternCode ? [{ term: { patternCode: { value: source.patternCode, boost: 6 } } }] : []),
      ...source.componentCodes.map((code) => ({ term: { componentCodes: { value: code, boost: 1 } } })),
      ...source.colors.map((colour) => ({ term: { colors: { value: colour, boost: 0.5 } } })),
    ];
    const vector = source.embedding?.length && source.embeddingModel === vectors.model ? source.embedding : undefined;
    const { embedding: _vector, embeddingModel: _model, layout, ...doc } = source;
    if (!should.length && !vector && !layout) return { source: doc, similar: [] };
    const near = { k: Math.min(100, k * 3), num_candidates: Math.max(100, k * 6) };
    const knn = [
      // Meaning orders screens that share as much of the codes; it does not outweigh a shared pattern.
      ...(vector ? [{ field: 'embedding', query_vector: vector, ...near, filter: { bool: { filter: [...filter, { term: { embeddingModel: vectors.model } }], must_not: mustNot } }, boost: 0.5 }] : []),
      // The layout (a grid of where the edges are): screens laid out alike, whatever their colours or words.
      ...(layout ? [{ field: 'layout', query_vector: layout, ...near, filter: { bool: { filter, must_not: mustNot } }, boost: 2 }] : []),
    ];
    const result = await es.search<ImageDocument>({
      index: index.images,
      query: { bool: { filter, must_not: mustNot, should, minimum_should_match: should.length ? 1 : 0 } },
      ...(knn.length && { knn: knn as never }),
      sort: [{ _score: { order: 'desc' } }, { imageId: { order: 'asc' } }],
      // More than asked, so that the answer can hold several apps before a second screen of one.
      size: Math.min(100, k * 3),
      _source: { excludes: ['embedding', 'retrievalTokens', 'passage'] },
    });
    return { source: doc, similar: spreadOverApps(result.hits.hits.map((h) => h._source!), k) };
  }

  async function retrieve(input: RetrieveQuery, caller: Caller, book?: CodeBook): Promise<RetrieveResponse> {
    const vector = input.query ? await queryVector(input) : undefined;
    if (input.mode === 'vector' && !vector) return { items: [], locked: 0, vectorsUsed: false, embeddingModel: vectors.model };
    const visible = await access.visibleAppIds(caller);
    const size = Math.min(100, input.limit * 2);
    const [mine, whole] = await Promise.all([
      fused(input, vector, visible, size),
      // What the whole library would answer: the part a free caller may not open is `locked`.
      visible ? fused(input, vector, undefined, input.limit) : undefined,
    ]);
    const open = new Set(visible ?? []);
    const locked = whole
      ? whole.slice(0, input.limit).filter((i) => LIBRARY_KINDS.includes(i.kind as RetrieveKind) && !open.has(i.appId ?? '')).length
      : 0;
    // A screen's English title names its pattern by the code's English name (the app's own pattern name is often Korean).
    const patternEn = (item: RetrievedItem) => (item.kind === 'IMAGE' && item.patternCode && book?.entry('PATTERN', item.patternCode)?.nameEn) || '';
    const items = mine.slice(0, input.limit).map(({ key: _key, appType: _type, ...item }) => {
      const en = patternEn(item);
      return en ? { ...item, titleEn: `${(item.titleEn ?? "").split(' · ')[0]} · ${en}` } : item;
    });
    return { items, locked, vectorsUsed: Boolean(vector), embeddingModel: vectors.model };
  }

  return { retrieve, similarScreens, screensLike, knowsWords };
}
export type Retriever = ReturnType<typeof retriever>;
