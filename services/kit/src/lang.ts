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

/** ko or en from a BCP 47 tag such as `ko-KR` or `en-GB`; anything else says nothing. */
const langOfTag = (tag: string): Lang | undefined => {
  const primary = tag.toLowerCase().split('-')[0];
  return isLang(primary) ? primary : undefined;
};

/**
 * The landing paths' fallback (product-spec §2): the browser's first language preference when it is
 * ko or en; failing that its time zone (Seoul → ko, elsewhere → en); failing that ko. The web reads
 * navigator.languages and the time zone; the gateway, serving the landing pages' HTML, has only
 * Accept-Language (its tags by preference) and no time zone.
 */
export function browserLang(hints: { languages?: readonly string[]; timeZone?: string }): Lang {
  const primary = hints.languages?.[0] ? langOfTag(hints.languages[0]) : undefined;
  if (primary) return primary;
  // Read only now: a browser's time zone may be a getter that costs (Intl loads its data).
  const { timeZone } = hints;
  if (timeZone) return timeZone === 'Asia/Seoul' ? 'ko' : 'en';
  return DEFAULT_LANG;
}
