import type { Request } from 'express';
import { parse as parseCookies } from 'cookie';
import { COPY, pickLang, type Lang } from '@screenshelf/kit';

export type { Lang };

/** product-spec §2, §9: the lang query, then the lang cookie, then Korean; only ko and en count. */
export function langOf(req: Request): Lang {
  // Before resolveCaller (rate limits, body parsing) the cookies are not parsed yet.
  const cookies = (req.cookies as Record<string, string | undefined> | undefined) ?? parseCookies(req.headers.cookie ?? '');
  return pickLang(req.query?.lang, cookies.lang);
}

/** Copy the gateway itself writes (product-spec §8), in both languages: the kit's one catalogue. */
export const MESSAGES = COPY;
