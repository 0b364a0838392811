/**
 * The copy language (product-spec §2, §9): `?lang=` wins and is stored; else the `lang` cookie;
 * on the landing paths (/ and /landing) the browser's language, else its time zone; else ko.
 */
import { browserLang, DEFAULT_LANG, isLang, pickLang, type Lang } from '@screenshelf/kit/lang';

export { browserLang, DEFAULT_LANG, type Lang };
const LANG_COOKIE = 'lang';
const LANG_COOKIE_MAX_AGE_S = 15_552_000; // 180 days

/** The paths whose language follows the visitor's browser when nothing was chosen yet. */
export const LANDING_PATHS = ['/', '/landing'];

/** What the browser tells about its user, read once at start-up. */
export interface BrowserHints {
  pathname?: string;
  /** navigator.languages, most preferred first (navigator.language when that is all there is). */
  languages?: readonly string[];
  /** Intl.DateTimeFormat().resolvedOptions().timeZone */
  timeZone?: string;
}

export function cookieLang(cookie: string): Lang | undefined {
  const value = cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANG_COOKIE)?.[1];
  return isLang(value) ? value : undefined;
}

/**
 * Picks the language from a location search string and a `document.cookie` string with the gateway's
 * resolver (kit `pickLang`: query, cookie, then the fallback); only the landing paths fall back to
 * the browser's language. `fromQuery` says it should be stored.
 */
export function resolveLang(search: string, cookie: string, hints: BrowserHints = {}): { lang: Lang; fromQuery: boolean } {
  const query = new URLSearchParams(search).get('lang');
  const onLanding = hints.pathname !== undefined && LANDING_PATHS.includes(hints.pathname);
  return { lang: pickLang(query, cookieLang(cookie), onLanding ? browserLang(hints) : DEFAULT_LANG), fromQuery: isLang(query) };
}

export function langCookie(lang: Lang): string {
  return `${LANG_COOKIE}=${lang}; max-age=${LANG_COOKIE_MAX_AGE_S}; path=/; samesite=lax`;
}

/** Stores the language and marks the document with it. */
export function applyLang(lang: Lang): void {
  document.cookie = langCookie(lang);
  document.documentElement.lang = lang;
}

function currentTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

function currentHints(): BrowserHints {
  const languages = navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
  return {
    pathname: window.location.pathname,
    languages,
    // Asked only when the languages do not decide: the first Intl.DateTimeFormat loads the time-zone
    // data, a long task of start-up on a slow phone (~45 ms here, ×4 in Lighthouse's mobile run).
    get timeZone() {
      return currentTimeZone();
    },
  };
}

/** Reads the language at start-up; a `?lang=` is moved into the cookie and dropped from the address, so a later switch sticks. */
export function startupLang(): Lang {
  const { lang, fromQuery } = resolveLang(window.location.search, document.cookie, currentHints());
  document.documentElement.lang = lang;
  if (fromQuery) {
    applyLang(lang);
    const url = new URL(window.location.href);
    url.searchParams.delete('lang');
    window.history.replaceState(window.history.state, '', url);
  }
  return lang;
}
