import type { CodeEntry, CodeType } from './codes.js';
import { nameKey } from './keywords.js';

/**
 * Query understanding (issue 28), the pure part: a bilingual vocabulary built from the code tree
 * (each code's Korean and English names and its synonyms, kept with the code in the catalog) and
 * the reading of a query against it. Words that name a pattern, component or category become codes
 * (filters), platform words a type, MAU words a MAU range (only for a caller who may filter by MAU);
 * the rest is left to text and meaning search. Typos are tolerated (Damerau-Levenshtein, optimal
 * string alignment: 1 edit for words of 4+ characters, 2 for 8+), and said back as "did you mean".
 * One reading for every entry point: the search box now, the assistant and MCP next.
 */

export type UnderstoodType = CodeType | 'PLATFORM' | 'MAU' | 'APP';

export interface Understood {
  type: UnderstoodType;
  /** The code (PATTERN, COMPONENT, CATEGORY), the app type (PLATFORM: MOBILE or WEBSITE), LARGE/SMALL (MAU), or the app's id (APP). */
  code: string;
  name: string;
  nameEn: string;
  /** The words of the query it was read from, as typed (the web removes them with the chip). */
  text: string;
}

export const LARGE_APP_MAU = 1_000_000;
export const SMALL_APP_MAU = 100_000;

/** Words for a platform or a size of app: product rules, not codes (a code is data in the catalog). */
const BUILT_IN: { type: 'PLATFORM' | 'MAU'; code: string; name: string; nameEn: string; words: string[] }[] = [
  { type: 'PLATFORM', code: 'WEBSITE', name: '웹사이트', nameEn: 'Websites', words: ['web', 'website', 'websites', 'web site', 'web app', 'webapp', 'desktop', 'pc', '웹', '웹사이트', '웹 사이트', '홈페이지', '데스크톱', '데스크탑', 'pc 웹'] },
  { type: 'PLATFORM', code: 'MOBILE', name: '모바일 앱', nameEn: 'Mobile apps', words: ['mobile', 'mobile app', 'mobile apps', 'ios', 'android', 'iphone', '모바일', '모바일 앱', '아이폰', '안드로이드'] },
  { type: 'MAU', code: 'LARGE', name: '대형 앱', nameEn: 'Large apps', words: ['large apps', 'large app', 'big apps', 'big app', 'popular apps', 'top apps', 'major apps', 'high mau', '대형 앱', '대형', '큰 앱', '인기 앱', '대형 서비스'] },
  { type: 'MAU', code: 'SMALL', name: '소형 앱', nameEn: 'Small apps', words: ['small apps', 'small app', 'indie apps', 'low mau', '소형 앱', '작은 앱', '소규모 앱', '소형'] },
];

/**
 * Words that say how to answer, not what to find: left out of the rest (never a code). "app" and
 * "앱" are here and not platform words: a mobile app is what the search box shows unless told otherwise.
 */
export const FILLER_WORDS = new Set([
  'a', 'an', 'the', 'of', 'for', 'with', 'and', 'or', 'in', 'on', 'to', 'me', 'show', 'find', 'give', 'some', 'any', 'all',
  'example', 'examples', 'screen', 'screens', 'page', 'pages', 'ui', 'ux', 'app', 'apps', 'design', 'designs', 'flow', 'flows',
  'pattern', 'patterns', 'component', 'components', 'that', 'have', 'has', 'what', 'which', 'is', 'are', 'like', 'good', 'best',
  '화면', '페이지', '예시', '보여줘', '보여', '찾아줘', '알려줘', '있는', '어떤', '관련', '디자인', '사례', '앱', '어플', '패턴', '컴포넌트', '좀', '모음',
]);

/** Endings a Korean word may carry after a code word (로그인화면, 바텀시트를): tried when the whole word is not known. */
const KOREAN_ENDINGS = ['화면', '페이지', '들', '은', '는', '이', '가', '을', '를', '의', '에서', '에서는', '에서도', '으로', '로', '과', '와', '창', '이랑', '랑', '하고', '도', '은요', '는요'];

const PRIORITY: Record<UnderstoodType, number> = { PATTERN: 0, COMPONENT: 1, CATEGORY: 2, PLATFORM: 3, MAU: 4, APP: 5 };

interface Term {
  /** The word or phrase as written in the vocabulary (what "did you mean" says). */
  term: string;
  target: Omit<Understood, 'text'>;
  /** A name beats a synonym when two codes claim the same key. */
  isName: boolean;
}

export interface Vocabulary {
  /** Keys (nameKey: no spaces, punctuation, case) → the term that claims them. */
  terms: Map<string, Term>;
  /** The keys as characters, for fuzzy matching. */
  keys: { key: string; chars: string[] }[];
  /** The same, by their length in characters (a typo changes the length by at most the allowance). */
  byLength: Map<number, { key: string; chars: string[] }[]>;
}

const better = (a: Term, b: Term) =>
  a.isName !== b.isName ? a.isName : PRIORITY[a.target.type] !== PRIORITY[b.target.type] ? PRIORITY[a.target.type] < PRIORITY[b.target.type] : false;

/** An app the search box may name (its id, Korean and English names). */
export interface NamedApp {
  appId: string;
  name: string;
  nameEn: string;
}

/**
 * The vocabulary of a code tree: every code's names and synonyms, plus platform and MAU words, and
 * the apps' names (a code's word wins over an app of the same name).
 */
export function buildVocabulary(entries: Pick<CodeEntry, 'type' | 'code' | 'name' | 'nameEn' | 'synonyms'>[], apps: NamedApp[] = []): Vocabulary {
  const terms = new Map<string, Term>();
  const add = (term: string, target: Term['target'], isName: boolean) => {
    const key = nameKey(term);
    if (!key) return;
    const candidate = { term, target, isName };
    const held = terms.get(key);
    if (!held || better(candidate, held)) terms.set(key, candidate);
  };
  for (const e of entries) {
    const target = { type: e.type as CodeType, code: e.code, name: e.name, nameEn: e.nameEn };
    add(e.name, target, true);
    if (e.nameEn) add(e.nameEn, target, true);
    for (const s of e.synonyms ?? []) add(s, target, false);
  }
  for (const b of BUILT_IN) for (const w of b.words) add(w, { type: b.type, code: b.code, name: b.name, nameEn: b.nameEn }, false);
  for (const app of apps) {
    const target = { type: 'APP' as const, code: app.appId, name: app.name, nameEn: app.nameEn };
    for (const n of [app.name, app.nameEn]) if (n && !terms.has(nameKey(n))) add(n, target, true);
  }
  const keys = [...terms.keys()].map((key) => ({ key, chars: [...key] }));
  const byLength = new Map<number, typeof keys>();
  for (const k of keys) byLength.set(k.chars.length, [...(byLength.get(k.chars.length) ?? []), k]);
  return { terms, keys, byLength };
}

/**
 * Damerau-Levenshtein distance (optimal string alignment: insertions, deletions, substitutions and
 * swaps of two neighbours), by code point; stops early and answers `max + 1` once it must exceed `max`.
 */
export function editDistance(a: string | string[], b: string | string[], max = Infinity): number {
  const s = typeof a === 'string' ? [...a] : a;
  const t = typeof b === 'string' ? [...b] : b;
  if (Math.abs(s.length - t.length) > max) return max + 1;
  const width = t.length + 1;
  let prev2 = new Int32Array(width);
  let prev = new Int32Array(width);
  let row = new Int32Array(width);
  for (let j = 0; j < width; j++) prev[j] = j;
  for (let i = 1; i <= s.length; i++) {
    row[0] = i;
    let best = i;
    for (let j = 1; j < width; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    [prev2, prev, row] = [prev, row, prev2];
  }
  return prev[t.length]!;
}

/** How many edits a word of this many characters may carry and still be read as a vocabulary word. */
export const typoAllowance = (length: number) => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

interface Word {
  text: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+/gu;
const HANGUL_END = /\p{Script=Hangul}$/u;

const wordsOf = (query: string): Word[] => [...query.normalize('NFKC').matchAll(WORD)].map((m) => ({ text: m[0], start: m.index!, end: m.index! + m[0].length }));

/** English plurals and Korean endings: the keys a span may also stand for. */
function variants(key: string, lastWord: string): string[] {
  const out: string[] = [];
  if (/[a-z]s$/.test(key)) {
    out.push(key.slice(0, -1));
    if (key.endsWith('es')) out.push(key.slice(0, -2));
    if (key.endsWith('ies')) out.push(`${key.slice(0, -3)}y`);
  }
  if (HANGUL_END.test(lastWord)) {
    for (const ending of KOREAN_ENDINGS) {
      // A stem of one syllable only before an ending of two or more (웹에서는), never before 이 or 도 alone.
      if (key.length > ending.length + (ending.length >= 2 ? 0 : 1) && key.endsWith(ending)) out.push(key.slice(0, -ending.length));
    }
  }
  return out;
}

function exact(vocabulary: Vocabulary, key: string, lastWord: string): Term | undefined {
  return vocabulary.terms.get(key) ?? variants(key, lastWord).map((k) => vocabulary.terms.get(k)).find(Boolean);
}

/** The closest vocabulary term within the typo allowance of the key's length (ties: a name, then the priority of its type). */
function fuzzy(vocabulary: Vocabulary, key: string): Term | undefined {
  const chars = [...key];
  const allowed = typoAllowance(chars.length);
  if (!allowed || /^\d+$/.test(key)) return undefined;
  let found: { term: Term; distance: number } | undefined;
  const near = [];
  for (let n = Math.max(4, chars.length - allowed); n <= chars.length + allowed; n++) near.push(...(vocabulary.byLength.get(n) ?? []));
  for (const k of near) {
    const distance = editDistance(chars, k.chars, allowed);
    if (distance > allowed) continue;
    const term = vocabulary.terms.get(k.key)!;
    if (!found || distance < found.distance || (distance === found.distance && better(term, found.term))) found = { term, distance };
  }
  return found?.term;
}

export interface Reading {
  /** What was recognised, in the order of the query (codes once each). */
  understood: Understood[];
  patternCodes: string[];
  componentCodes: string[];
  categoryCodes: string[];
  /** The apps named (their ids): the screens of those apps. */
  appIds: string[];
  /** A platform word's app type (web → WEBSITE). */
  type?: 'MOBILE' | 'WEBSITE';
  minMau?: number;
  maxMau?: number;
  /** The words left for text and meaning search (filler words dropped); empty when everything was understood. */
  rest: string;
  /** The query with its misspelt code words corrected, when any was (`logn` → `login`). */
  didYouMean?: string;
}

export interface ReadOptions {
  /** MAU words become a MAU range only for a caller who may filter by MAU (a membership); otherwise they are ignored. */
  mayFilterByMau: boolean;
  /** The longest phrase tried, in words. */
  maxPhrase?: number;
}

/**
 * Reads a query: from left to right, the longest phrase (up to four words, spacing ignored: "로 그인"
 * is 로그인, "sign-up" is signup) that is a vocabulary term, a plural or a Korean word with an
 * ending of one, or — failing all that — one within the typo allowance.
 */
export function understandQuery(query: string, vocabulary: Vocabulary, options: ReadOptions): Reading {
  const words = wordsOf(query);
  const maxPhrase = options.maxPhrase ?? 4;
  const matches: { from: number; to: number; term: Term; corrected: boolean }[] = [];
  const keyOf = (from: number, to: number) => nameKey(words.slice(from, to).map((w) => w.text).join(''));
  const filler = (w: Word | undefined) => !w || FILLER_WORDS.has(w.text.toLowerCase());

  for (let i = 0; i < words.length; ) {
    let hit: (typeof matches)[number] | undefined;
    const longest = Math.min(maxPhrase, words.length - i);
    for (let n = longest; n >= 1 && !hit; n--) {
      const term = exact(vocabulary, keyOf(i, i + n), words[i + n - 1]!.text);
      if (term) hit = { from: i, to: i + n, term, corrected: false };
    }
    // A typo: never over a filler word at either end of the phrase (it would swallow "a cart").
    for (let n = longest; n >= 1 && !hit; n--) {
      if (filler(words[i]) || filler(words[i + n - 1])) continue;
      const term = fuzzy(vocabulary, keyOf(i, i + n));
      if (term) hit = { from: i, to: i + n, term, corrected: true };
    }
    if (hit) {
      matches.push(hit);
      i = hit.to;
    } else i++;
  }

  const reading: Reading = { understood: [], patternCodes: [], componentCodes: [], categoryCodes: [], appIds: [], rest: '' };
  const consumed = new Set<number>();
  for (const m of matches) {
    for (let w = m.from; w < m.to; w++) consumed.add(w);
    const target = m.term.target;
    const text = query.normalize('NFKC').slice(words[m.from]!.start, words[m.to - 1]!.end);
    if (target.type === 'MAU') {
      if (!options.mayFilterByMau) continue;
      if (target.code === 'LARGE') reading.minMau = LARGE_APP_MAU;
      else reading.maxMau = SMALL_APP_MAU;
    } else if (target.type === 'PLATFORM') reading.type = target.code as 'MOBILE' | 'WEBSITE';
    else {
      const list = { PATTERN: reading.patternCodes, COMPONENT: reading.componentCodes, CATEGORY: reading.categoryCodes, APP: reading.appIds }[target.type];
      if (list.includes(target.code)) continue;
      list.push(target.code);
    }
    if (!reading.understood.some((u) => u.type === target.type && u.code === target.code)) reading.understood.push({ ...target, text });
  }
  if (reading.minMau !== undefined && reading.maxMau !== undefined) delete reading.maxMau; // "large small apps": the larger wins
  reading.rest = words
    .filter((w, i) => !consumed.has(i) && !FILLER_WORDS.has(w.text.toLowerCase()))
    .map((w) => w.text)
    .join(' ');
  if (matches.some((m) => m.corrected)) {
    const normalised = query.normalize('NFKC');
    let out = '';
    let at = 0;
    for (const m of matches) {
      const start = words[m.from]!.start;
      const end = words[m.to - 1]!.end;
      out += normalised.slice(at, start) + (m.corrected ? m.term.term : normalised.slice(start, end));
      at = end;
    }
    reading.didYouMean = (out + normalised.slice(at)).trim();
  }
  return reading;
}

/**
 * The codes nearest to a query that matched nothing (did-you-mean for the empty answer): patterns
 * and components whose names or synonyms are closest in edits to the query or one of its words,
 * relative to their length; always some (the nearest), at most `limit`.
 */
export function nearestCodes(query: string, vocabulary: Vocabulary, limit = 3): Omit<Understood, 'text'>[] {
  const keys = [nameKey(query), ...wordsOf(query).map((w) => nameKey(w.text))].filter((k) => k.length >= 2).map((k) => [...k]);
  if (!keys.length) return [];
  const scored = new Map<string, { target: Term['target']; score: number }>();
  for (const { key, chars } of vocabulary.keys) {
    const term = vocabulary.terms.get(key)!;
    if (term.target.type !== 'PATTERN' && term.target.type !== 'COMPONENT') continue;
    let score = 1;
    for (const q of keys) {
      const longest = Math.max(q.length, chars.length);
      // Only what is closer than the best so far counts: the distance may stop there.
      const bound = Math.ceil(score * longest);
      score = Math.min(score, editDistance(q, chars, bound) / longest);
    }
    const id = `${term.target.type}:${term.target.code}`;
    const held = scored.get(id);
    if (!held || score < held.score) scored.set(id, { target: term.target, score });
  }
  return [...scored.values()]
    .sort((a, b) => a.score - b.score || PRIORITY[a.target.type] - PRIORITY[b.target.type] || a.target.code.localeCompare(b.target.code))
    .slice(0, limit)
    .map((s) => s.target);
}
