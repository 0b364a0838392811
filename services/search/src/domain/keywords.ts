/**
 * Korean/English keyword matching without analysis plugins: the search service computes the
 * tokens itself (like Elasticsearch's cjk_bigram for Hangul and CJK, lowercase words for Latin)
 * and stores them as a keyword array, so every distribution searches the same way.
 */
const CJK_RUN = /[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+|[\p{L}\p{N}]+/gu;
const IS_CJK = /^[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

const runsOf = (text: string) => text.normalize('NFKC').toLowerCase().match(CJK_RUN) ?? [];

const bigrams = (run: string) => {
  const chars = [...run];
  return chars.length === 1 ? chars : chars.slice(0, -1).map((c, i) => c + chars[i + 1]);
};

/**
 * Lowercase trigrams of a Latin/digit run, marked with `~` so they never collide with a whole
 * word: `market` matches inside `lightmarket` when all of the query's trigrams are present.
 */
export const trigrams = (run: string) => {
  const chars = [...run];
  return chars.length < 3 ? [] : chars.slice(0, -2).map((c, i) => `~${c}${chars[i + 1]}${chars[i + 2]}`);
};

/** Tokens stored for a name: Hangul/CJK bigrams and single characters, Latin words and their trigrams. */
export function nameTokens(...names: string[]): string[] {
  const tokens = new Set<string>();
  for (const run of names.flatMap(runsOf)) {
    if (IS_CJK.test(run)) {
      for (const c of run) tokens.add(c);
      for (const b of bigrams(run)) tokens.add(b);
    } else {
      tokens.add(run);
      for (const t of trigrams(run)) tokens.add(t);
    }
  }
  return [...tokens];
}

/** Tokens of a query: bigrams for Hangul/CJK runs (one character when alone), Latin words. */
export function queryTokens(keyword: string): string[] {
  return [...new Set(runsOf(keyword).flatMap((run) => (IS_CJK.test(run) ? bigrams(run) : [run])))];
}

/**
 * The clause for words inside screens (their OCR text, stored as `textTokens` like nameTokens):
 * every Hangul/CJK bigram and Latin word of the keyword is there, so `결제` finds `결제하기`.
 */
export function textClause(keyword: string): Record<string, any> {
  const tokens = queryTokens(keyword);
  if (tokens.length === 0) return { bool: { must_not: [{ match_all: {} }] } };
  return { bool: { must: tokens.map((t) => ({ term: { textTokens: t } })) } };
}

/** The exact-match key of a name: width-folded, lowercase, without spaces or punctuation. */
export const nameKey = (name: string) => name.normalize('NFKC').toLowerCase().replace(/[\s\p{P}\p{S}]+/gu, '');

/** The Elasticsearch clause for a keyword over app names (Korean and English). */
export function keywordClause(keyword: string, exact: boolean): Record<string, any> {
  if (exact) return { terms: { nameKeys: [nameKey(keyword)] } };
  const tokens = queryTokens(keyword);
  const latinRuns = runsOf(keyword).filter((run) => !IS_CJK.test(run));
  // Inside a word (case-insensitive): every trigram of every Latin run of the keyword is present.
  const inside = latinRuns.length && latinRuns.every((run) => run.length >= 3) ? [...new Set(latinRuns.flatMap(trigrams))] : [];
  return {
    bool: {
      should: [
        ...(inside.length ? [{ bool: { must: inside.map((t) => ({ term: { nameTokens: t } })) } }] : []),
        ...(tokens.length
          ? [{ bool: { should: tokens.map((t) => ({ term: { nameTokens: t } })), minimum_should_match: '75%', boost: 2 } }]
          : []),
        { match: { appName: { query: keyword, operator: 'and' } } },
        { match: { appNameEn: { query: keyword, operator: 'and' } } },
      ],
      minimum_should_match: 1,
    },
  };
}
