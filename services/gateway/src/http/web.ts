import { existsSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import { notFoundHandler } from './errors.js';
import { landingLangOf } from './lang.js';

/** Vite names every file under assets/ by its content's hash: a changed file is a new address. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current hashes, so the browser asks again every time (a 304 when unchanged). */
export const REVALIDATE = 'no-cache';
/**
 * The landing paths and the HTML the web build pre-renders for them (web/vite.config.ts,
 * `<name>.<lang>.html`: index.html with the page's first frame, hero included, and `<html lang>`).
 */
export const PRERENDERED: Readonly<Record<string, string>> = { '/': 'index', '/landing': 'landing' };

/**
 * The single-page app from a Vite build (`web/dist`), or undefined when it is not built:
 * - `/assets/*` (hashed): the brotli or gzip file the build wrote beside each one (`.br`, `.gz`),
 *   chosen by Accept-Encoding (brotli first), with `Vary: Accept-Encoding` and cached for a year
 *   as immutable; a missing asset is a 404, never index.html (which would be cached for a year);
 * - other files of the build (none are hashed): revalidated each time;
 * - `/` and `/landing`: the pre-rendered page in the request's language (landingLangOf), never
 *   cached and varying by Cookie and Accept-Language; index.html when the build has none;
 * - every other path except the API's and the probes': index.html, never cached.
 */
export function webApp(webDist: string): express.Router | undefined {
  const index = path.join(webDist, 'index.html');
  if (!existsSync(index)) return undefined;
  const router = express.Router();
  router.use(
    '/assets',
    expressStaticGzip(path.join(webDist, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: { immutable: true, maxAge: '365d', cacheControl: true, fallthrough: true },
    }),
    notFoundHandler,
  );
  router.use(express.static(webDist, { index: false, cacheControl: false, setHeaders: (res) => res.setHeader('Cache-Control', REVALIDATE) }));
  router.get(/^\/(?!api\/|healthz|livez|readyz).*/, (req, res) => {
    res.setHeader('Cache-Control', REVALIDATE);
    const name = Object.hasOwn(PRERENDERED, req.path) ? PRERENDERED[req.path] : undefined;
    const page = name ? path.join(webDist, `${name}.${landingLangOf(req)}.html`) : undefined;
    if (page && existsSync(page)) {
      res.append('Vary', 'Cookie, Accept-Language');
      res.sendFile(page, { cacheControl: false });
      return;
    }
    res.sendFile(index, { cacheControl: false });
  });
  return router;
}
