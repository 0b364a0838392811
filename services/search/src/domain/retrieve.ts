import { z } from 'zod';
import { APP_TYPES, parseOrThrow, plainText } from '@screenshelf/kit';
import { keywordClause, queryTokens } from './keywords.js';
import { everyComponent } from './browse.js';

/**
 * Hybrid retrieval (search.Retrieve), the pure part: the request, the per-kind keyword and kNN
 * query bodies, and reciprocal rank fusion of the ranked lists.
 */
export const RETRIEVE_KINDS = ['IMAGE', 'APP', 'CONTENT', 'PRODUCT', 'FLOW'] as const;
export type RetrieveKind = (typeof RETRIEVE_KINDS)[number];
export const RETRIEVE_MODES = ['hybrid', 'keyword', 'vector'] as const;
export type RetrieveMode = (typeof RETRIEVE_MODES)[number];

/** The longest question Retrieve takes (the chatbot takes up to 2,000 characters and passes them on). */
export const MAX_QUERY = 2000;
export const MAX_RETRIEVE = 50;

const codes = z.array(z.string().min(1).max(40)).max(50).default([]);

export const RetrieveInput = z
  .object({
  // Empty only with a filter (codes, apps or a type): the filtered items, in the index's order.
  query: z.union([z.literal(''), plainText(MAX_QUERY)]),
  kinds: z.array(z.enum(RETRIEVE_KINDS)).max(RETRIEVE_KINDS.length).default([]),
  mode: z.enum(RETRIEVE_MODES).default('hybrid'),
  limit: z.number().int().min(1).max(MAX_RETRIEVE).default(10),
  type: z.enum(APP_TYPES).optional(),
  categoryCodes: codes,
  patternCodes: codes,
  componentCodes: codes,
  appIds: z.array(z.string().min(1).max(64)).max(50).default([]),
  })
  .refine((r) => r.query !== '' || r.type || r.categoryCodes.length + r.patternCodes.length + r.componentCodes.length + r.appIds.length > 0, {
    message: 'A query or a filter is required',
    path: ['query'],
  });
export type RetrieveInput = z.infer<typeof RetrieveInput>;
/** The input with its codes widened: components one list per pick, all required (as in browse, `everyComponent`). */
export type RetrieveQuery = Omit<RetrieveInput, 'componentCodes'> & { componentCodes: string[][] };

/** Decodes a RetrieveRequest (proto defaults: empty strings, zero) into the input; bad input → VALIDATION_ERROR. */
export function parseRetrieve(request: {
  query: string;
  kinds: string[];
  mode: string;
  limit: number;
  type: string;
  categoryCodes: string[];
  patternCodes: string[];
  componentCodes: string[];
  appIds?: string[];
}): RetrieveInput {
  return parseOrThrow(
    RetrieveInput,
    {
      ...request,
      kinds: [...new Set(request.kinds.map((k) => k.toUpperCase()))],
      mode: request.mode ? request.mode.toLowerCase() : undefined,
      limit: request.limit || undefined,
      type: request.type ? request.type.toUpperCase() : undefined,
    },
    'retrieve request',
  );
}

/** The kinds a request asks for (all when none is named). */
export const kindsOf = (input: Pick<RetrieveInput, 'kinds'>): RetrieveKind[] => (input.kinds.length ? input.kinds : [...RETRIEVE_KINDS]);

type Clause = Record<string, unknown>;

/** The kinds that are the library's (an app's or part of one): the free window gates them by their app. */
export const LIBRARY_KINDS: readonly RetrieveKind[] = ['IMAGE', 'APP', 'FLOW'];

/** The library filters of a request, as Elasticsearch filter clauses for one kind (screens, apps and flows; articles by codes). */
export function retrieveFilters(kind: RetrieveKind, input: RetrieveQuery, onlyAppIds?: string[]): Clause[] {
  const filter: Clause[] = [];
  if (LIBRARY_KINDS.includes(kind)) {
    if (input.type) filter.push({ term: { type: input.type } });
    if (input.categoryCodes.length) filter.push({ terms: { categoryCodes: input.categoryCodes } });
    const patternField = kind === 'APP' ? 'patternCodes' : 'patternCode';
    if (input.patternCodes.length) filter.push({ terms: { [patternField]: input.patternCodes } });
    filter.push(...everyComponent(input.componentCodes));
    if (onlyAppIds) filter.push({ terms: { appId: onlyAppIds } });
    if (input.appIds.length) filter.push({ terms: { appId: input.appIds } });
  } else if (kind === 'CONTENT') {
    if (input.categoryCodes.length) filter.push({ terms: { categoryCodes: input.categoryCodes } });
    if (input.patternCodes.length) filter.push({ terms: { patternCodes: input.patternCodes } });
  }
  return filter;
}

/**
 * Words of a question that say how to answer, not what to find ("결제 완료 화면 예시 보여줘": only
 * 결제 and 완료 tell screens apart). Dropped from the keyword retriever unless nothing else is left.
 */
export const QUESTION_WORDS = new Set([
  '화면', '예시', '보여', '여줘', '찾아', '아줘', '알려', '려줘', '주세', '세요', '있는', '어떤', '관련', '디자인', '사례',
  'a', 'an', 'the', 'of', 'for', 'with', 'and', 'or', 'in', 'on', 'to', 'me', 'show', 'find', 'give', 'some', 'any',
  'example', 'examples', 'screen', 'screens', 'app', 'apps', 'design', 'designs', 'that', 'have', 'has', 'what', 'which', 'is', 'are',
]);

/** The question's tokens that tell documents apart (all of them when every one is a question word). */
export function retrievalTokensOf(query: string): string[] {
  const tokens = queryTokens(query);
  const telling = tokens.filter((t) => !QUESTION_WORDS.has(t));
  return telling.length ? telling : tokens;
}

/**
 * Each token of the question (Hangul bigrams, Latin words) as a scored term on the kind's token
 * field(s): the more (and the rarer) tokens a document holds, the higher it ranks; one is enough
 * to be a candidate. English words also match the standard-analysed text fields.
 */
export function keywordRetrieveQuery(kind: RetrieveKind, query: string, filter: Clause[]): Clause {
  // No words (a filter-only request): everything the filters keep.
  if (!query.trim()) return { bool: { filter } };
  const tokens = retrievalTokensOf(query);
  const terms = (field: string, boost = 1) => tokens.map((t) => ({ term: { [field]: { value: t, boost } } }));
  let should: Clause[];
  switch (kind) {
    case 'IMAGE':
      should = [
        ...terms('textTokens'),
        ...terms('retrievalTokens'),
        { match: { appName: { query, boost: 0.5 } } },
        { match: { appNameEn: { query, boost: 0.5 } } },
      ];
      break;
    case 'APP':
      should = [keywordClause(query, false), ...terms('retrievalTokens', 0.5)];
      break;
    case 'FLOW':
      // Its names and labels weigh most, then the words inside its screens, then its app's name.
      should = [
        ...terms('retrievalTokens', 2),
        ...terms('textTokens'),
        { match: { name: { query, boost: 2 } } },
        { match: { nameEn: { query, boost: 2 } } },
        { match: { appName: { query, boost: 0.5 } } },
        { match: { appNameEn: { query, boost: 0.5 } } },
      ];
      break;
    case 'CONTENT':
    case 'PRODUCT':
      should = [
        ...terms('retrievalTokens'),
        { match: { title: { query, boost: 2 } } },
        { match: { description: { query } } },
      ];
      break;
  }
  return { bool: { filter, should, minimum_should_match: 1 } };
}

/** A kNN search on a kind's vectors (only vectors of the configured model), with the same filters. */
export function knnRetrieveQuery(vector: number[], model: string, filter: Clause[], k: number) {
  return {
    field: 'embedding',
    query_vector: vector,
    k,
    num_candidates: Math.max(100, k * 4),
    filter: { bool: { filter: [...filter, { term: { embeddingModel: model } }] } },
  };
}

/** The reciprocal rank fusion constant (Cormack et al.; 60 is the usual choice). */
export const RRF_K = 60;

export interface Ranked {
  /** Unique across lists, e.g. `IMAGE:<id>`. */
  key: string;
}

export interface Fused<T> {
  item: T;
  score: number;
  /** Which lists (by index) held the item. */
  from: number[];
}

/**
 * Reciprocal rank fusion: each list gives an item 1 / (k + rank) (rank from 1); the sum orders the
 * answer, ties by the best single rank, then by key. The first list's copy of an item is kept.
 */
export function reciprocalRankFusion<T extends Ranked>(lists: T[][], k = RRF_K): Fused<T>[] {
  const fused = new Map<string, Fused<T> & { best: number }>();
  lists.forEach((list, li) => {
    const seen = new Set<string>();
    list.forEach((item, i) => {
      if (seen.has(item.key)) return; // a list names an item once; later copies add nothing
      seen.add(item.key);
      const entry = fused.get(item.key);
      const share = 1 / (k + i + 1);
      if (entry) {
        entry.score += share;
        entry.from.push(li);
        entry.best = Math.min(entry.best, i);
      } else fused.set(item.key, { item, score: share, from: [li], best: i });
    });
  });
  return [...fused.values()]
    .sort((a, b) => b.score - a.score || a.best - b.best || a.item.key.localeCompare(b.item.key))
    .map(({ item, score, from }) => ({ item, score, from }));
}

const HANGUL = /\p{Script=Hangul}/u;

/**
 * The English half of a bilingual text ("핀테크 UI 키트 — Fintech UI kit", or a Korean paragraph then
 * an English one): the parts after the Korean ones that hold no Hangul, whole; empty when there are none.
 */
export function englishHalf(text: string): string {
  const parts = text.split(/\n\s*\n|\s+[—–|/]\s+/).map((p) => p.trim()).filter(Boolean);
  if (parts.length < 2) return HANGUL.test(text) ? '' : text.trim();
  return parts.filter((p) => !HANGUL.test(p) && /[A-Za-z]/.test(p)).join(' — ');
}

/**
 * A list in its order, spread over its apps: each app's best item first (in the list's order), then
 * each app's second, and so on — "more like this" shows how several apps did it before a second
 * screen of one app. `limit` items at most.
 */
export function spreadOverApps<T extends { appId: string }>(items: T[], limit: number): T[] {
  const rounds: T[][] = [];
  const seen = new Map<string, number>();
  for (const item of items) {
    const round = seen.get(item.appId) ?? 0;
    seen.set(item.appId, round + 1);
    (rounds[round] ??= []).push(item);
  }
  return rounds.flat().slice(0, limit);
}
