import type { Request } from 'express';
import { parse as parseCookies } from 'cookie';
import { browserLang, COPY, pickLang, type Lang } from '@screenshelf/kit';

export type { Lang };

// Before resolveCaller (rate limits, body parsing) the cookies are not parsed yet.
const cookiesOf = (req: Request) => (req.cookies as Record<string, string | undefined> | undefined) ?? parseCookies(req.headers.cookie ?? '');

/** product-spec §2, §9: the lang query, then the lang cookie, then Korean; only ko and en count. */
export function langOf(req: Request): Lang {
  return pickLang(req.query?.lang, cookiesOf(req).lang);
}

/**
 * The landing paths' language (product-spec §2), as the web's startupLang picks it: the lang query,
 * then the lang cookie, then the browser's first preference (Accept-Language, by quality) when it is
 * ko or en, else Korean. (The web falls back on the time zone before Korean; the gateway cannot see it.)
 */
export function landingLangOf(req: Request): Lang {
  return pickLang(req.query?.lang, cookiesOf(req).lang, browserLang({ languages: req.acceptsLanguages() }));
}

/** Copy the gateway itself writes (product-spec §8), in both languages: the kit's one catalogue. */
export const MESSAGES = COPY;
