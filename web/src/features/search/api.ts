import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call } from '../../shared/api';
import type { Lang } from '../../shared/i18n';
import { codeName, type AppCard, type AppType, type CodeNode, type CodeType } from '../library/api';

/** How long typing must pause before the header box asks the server. */
export const SUGGEST_DEBOUNCE_MS = 250;
/** At most this many suggestions of each kind. */
export const SUGGESTIONS_PER_KIND = 4;

/** The value once it has stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** GET /api/v2/apps/search (`searchApps`): apps of one type whose name matches the keyword. */
export function useAppSearch(keyword: string, type: AppType, limit: number) {
  return useQuery({
    queryKey: ['app-search', keyword, type, limit],
    enabled: keyword.length > 0,
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<AppCard[]> =>
      (await call('searchApps', { query: { keyword, type, limit }, signal })).data,
  });
}

export interface CodeSuggestion {
  type: CodeType;
  code: string;
  name: string;
}

const HANGUL = /\p{Script=Hangul}/u;
const WORD_CHAR = /[\p{L}\p{N}]/u;
/** What joins or parts the words of a name: spaces, hyphens, underscores. */
const JOINERS = /[\s\-\u2010_]+/gu;

/**
 * Whether a name matches the typed words, case-insensitively: where one of its words begins ("sheet"
 * finds "Bottom sheet", "ont" does not find "Content"), written together or apart ("login" finds
 * "Log in"); Korean words anywhere in it, since Korean joins nouns into one word ("결제" finds "간편결제").
 */
export function nameMatches(name: string, keyword: string): boolean {
  const needle = keyword.trim().toLocaleLowerCase();
  if (!needle) return false;
  const haystack = name.toLocaleLowerCase();
  if (HANGUL.test(needle)) return haystack.includes(needle);
  const wordStart = (at: number) => at === 0 || !WORD_CHAR.test(haystack[at - 1]!);
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    if (wordStart(at)) return true;
  }
  // Written together or apart: "login" finds "Log in", "log in" finds "Login", "signup" "Sign-up".
  const tight = needle.replace(JOINERS, '');
  if (!tight) return false;
  for (let at = 0; at < haystack.length; at++) {
    if (WORD_CHAR.test(haystack[at]!) && wordStart(at) && haystack.slice(at).replace(JOINERS, '').startsWith(tight)) return true;
  }
  return false;
}

/** The codes of a tree whose name (in the page's language) matches the keyword (`nameMatches`). */
export function matchingCodes(type: CodeType, tree: CodeNode[], keyword: string, lang: Lang, limit = SUGGESTIONS_PER_KIND): CodeSuggestion[] {
  if (!keyword.trim()) return [];
  const found: CodeSuggestion[] = [];
  const walk = (nodes: CodeNode[]) => {
    for (const node of nodes) {
      if (found.length >= limit) return;
      const name = codeName(lang, node);
      if (nameMatches(name, keyword)) found.push({ type, code: node.code, name });
      walk(node.children);
    }
  };
  walk(tree);
  return found;
}

/** Where a code suggestion leads: the library filtered by it (the filters live in the address). */
export const codeHref = (s: CodeSuggestion) => `/?${({ CATEGORY: 'category', PATTERN: 'pattern', COMPONENT: 'component' } as const)[s.type]}=${encodeURIComponent(s.code)}`;

export const searchHref = (q: string) => `/search?q=${encodeURIComponent(q.trim())}`;
