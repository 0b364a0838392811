/**
 * The language resolver (product-spec §2, §9) and Korean particles, the one copy: the gateway answers
 * in it and the web shows its copy in it. Pure (its one import, es-hangul, is too), so the web
 * bundles it (`@screenshelf/kit/lang`).
 */
import { josa } from 'es-hangul';

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

/** A Korean particle pair as messages write it after a value: `{title:을/를}`, `{plan:으로/로}`. */
type Particle = Parameters<typeof josa>[1];

/**
 * A value with the Korean particle its last syllable takes (es-hangul's josa): "그룹 프로로",
 * "템플릿을", "포트폴리오를"; a value ending in a digit or a Latin letter is read as es-hangul reads it.
 * Messages write `{name:을/를}`, never "(으)로" or "을(를)".
 */
export const withParticle = (value: string, particle: string): string => josa(value, particle as Particle);

/** `{name}` and `{name:을/를}` in `text` filled from `values`; names without a value stay as written. */
export const fillText = (text: string, values?: Record<string, string | number>): string =>
  values
    ? text.replace(/\{(\w+)(?::([^{}|:]+\/[^{}|:]+))?\}/g, (whole, name: string, particle?: string) => {
        if (!(name in values)) return whole;
        const value = String(values[name]);
        return particle ? withParticle(value, particle) : value;
      })
    : text;
