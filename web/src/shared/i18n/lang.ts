/** The copy language (product-spec §2, §9): cookie `lang`, overridden by `?lang=`, default ko. */
export type Lang = 'ko' | 'en';

export const DEFAULT_LANG: Lang = 'ko';
const LANG_COOKIE = 'lang';
const LANG_COOKIE_MAX_AGE_S = 15_552_000; // 180 days

const isLang = (value: unknown): value is Lang => value === 'ko' || value === 'en';

/** Picks the language from a location search string and a `document.cookie` string; `fromQuery` says it should be stored. */
export function resolveLang(search: string, cookie: string): { lang: Lang; fromQuery: boolean } {
  const fromQuery = new URLSearchParams(search).get('lang');
  if (isLang(fromQuery)) return { lang: fromQuery, fromQuery: true };
  const fromCookie = cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANG_COOKIE)?.[1];
  return { lang: isLang(fromCookie) ? fromCookie : DEFAULT_LANG, fromQuery: false };
}

export function langCookie(lang: Lang): string {
  return `${LANG_COOKIE}=${lang}; max-age=${LANG_COOKIE_MAX_AGE_S}; path=/; samesite=lax`;
}

/** Stores the language and marks the document with it. */
export function applyLang(lang: Lang): void {
  document.cookie = langCookie(lang);
  document.documentElement.lang = lang;
}

/** Reads the language at start-up; a `?lang=` is moved into the cookie and dropped from the address, so a later switch sticks. */
export function startupLang(): Lang {
  const { lang, fromQuery } = resolveLang(window.location.search, document.cookie);
  document.documentElement.lang = lang;
  if (fromQuery) {
    applyLang(lang);
    const url = new URL(window.location.href);
    url.searchParams.delete('lang');
    window.history.replaceState(window.history.state, '', url);
  }
  return lang;
}
