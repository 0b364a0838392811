import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { DomainError } from '@screenshelf/kit';

/**
 * Screen files are served only through short-lived signed links. The gateway signs every
 * `/uploads/{key}` in a library response — responses carry only what the caller may see — with
 * an HMAC over the key and an expiry, and `GET /uploads/{key}` answers only a valid, unexpired
 * signature (content-addressed files excepted, below). The expiry is rounded up to a window so one caller's links stay the same (and cached)
 * for the window: a link lives between LINK_WINDOW_SECONDS and twice that.
 */
export const LINK_WINDOW_SECONDS = 3600;

/**
 * Files named by their content and made by the catalog — screen thumbnails (`thumbs/<hash>-<w>.webp`)
 * and the wall's blurred previews (`blur/<token>.webp`) — never change, so they are served without
 * a signature and cached for good (`public, max-age=31536000, immutable`). Their names cannot be
 * guessed (a screen's content hash, a sealed token) and appear only in answers the caller may see.
 */
export const isContentAddressed = (fileKey: string) => /^(thumbs|blur)\/[A-Za-z0-9_-]+\.webp$/.test(fileKey);
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export const imageLinkInvalid = () => new DomainError('IMAGE_URL_INVALID', 'The image link is invalid or has expired', 'forbidden');

export function imageLinks(secret: string) {
  // A key of its own, derived from the internal secret: a caller token never doubles as a link.
  const key = createHmac('sha256', secret).update('screenshelf /uploads GET links').digest();
  const mac = (fileKey: string, exp: number) => createHmac('sha256', key).update(`${fileKey}\n${exp}`).digest('base64url');

  // A link's signature depends only on its file and its window's expiry: made once per file and
  // window, not once per card of every answer (a page of pattern cards holds hundreds of links).
  const made = new Map<string, string>();
  let madeFor = 0;
  const macOnce = (fileKey: string, exp: number) => {
    if (exp !== madeFor || made.size >= 50_000) {
      made.clear();
      madeFor = exp;
    }
    let sig = made.get(fileKey);
    if (sig === undefined) made.set(fileKey, (sig = mac(fileKey, exp)));
    return sig;
  };

  const sign = (path: string, now = Date.now()) => {
    const exp = (Math.floor(now / 1000 / LINK_WINDOW_SECONDS) + 2) * LINK_WINDOW_SECONDS;
    const fileKey = path.slice('/uploads/'.length);
    return `${path}?exp=${exp}&sig=${macOnce(fileKey, exp)}`;
  };

  /** Every plain `/uploads/…` string in a response body, signed (already signed links are left). */
  const signAll = (value: unknown, now: number): unknown => {
    if (typeof value === 'string') {
      const signable = value.startsWith('/uploads/') && !value.includes('?') && !isContentAddressed(value.slice('/uploads/'.length));
      return signable ? sign(value, now) : value;
    }
    if (Array.isArray(value)) return value.map((v) => signAll(v, now));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, signAll(v, now)]));
    return value;
  };

  return {
    sign,
    /** Every plain `/uploads/…` link in a body, signed: for answers that do not go through `res.json` (server-sent events). */
    signLinks: <T>(body: T): T => signAll(body, Date.now()) as T,
    /** Seconds the link stays valid; throws IMAGE_URL_INVALID when it is unsigned, forged or expired. */
    verify(fileKey: string, exp: unknown, sig: unknown, now = Date.now()): number {
      if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) throw imageLinkInvalid();
      const expected = Buffer.from(mac(fileKey, Number(exp)));
      const given = Buffer.from(sig);
      const left = Number(exp) - Math.floor(now / 1000);
      if (given.length !== expected.length || !timingSafeEqual(given, expected) || left <= 0) throw imageLinkInvalid();
      return left;
    },
    /** Middleware: `res.json` signs the screen links of whatever the route answers. */
    signResponses(): RequestHandler {
      return (_req, res, next) => {
        if (!res.locals.signsImageLinks) {
          res.locals.signsImageLinks = true;
          const json = res.json.bind(res);
          res.json = (body: unknown) => json(signAll(body, Date.now()));
        }
        next();
      };
    },
  };
}
export type ImageLinks = ReturnType<typeof imageLinks>;

const links = new Map<string, ImageLinks>();
/** One signer per secret. */
export const imageLinksFor = (secret: string) => {
  let signer = links.get(secret);
  if (!signer) links.set(secret, (signer = imageLinks(secret)));
  return signer;
};
