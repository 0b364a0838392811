/**
 * The language resolver (product-spec §2, §9), the one copy: the gateway answers in it and the web
 * shows its copy in it. Pure, with no imports, so the web bundles it too (`@screenshelf/kit/lang`).
 */
export type Lang = 'ko' | 'en';
export const DEFAULT_LANG: Lang = 'ko';
export const LANGS: readonly Lang[] = ['ko', 'en'];

export const isLang = (value: unknown): value is Lang => value === 'ko' || value === 'en';

/**
 * The request's language: the `lang` query, then the `lang` cookie, then `fallback` (ko; the web's
 * landing pages pass the browser's language); only ko and en count.
 */
export function pickLang(query: unknown, cookie: unknown, fallback: Lang = DEFAULT_LANG): Lang {
  if (isLang(query)) return query;
  if (isLang(cookie)) return cookie;
  return fallback;
}
