import { Router, type RequestHandler, type Response } from 'express';
import { OPERATIONS } from '../api/operations.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** One of the reads the design-tool plugin makes (Operation.plugin): a personal access token may be its caller. */
    pluginRead?: boolean;
  }
}

/** The origin a Figma plugin's UI iframe sends: it is sandboxed, so its origin is opaque. */
export const PLUGIN_ORIGIN = 'null';
const PREFLIGHT_MAX_AGE_SECONDS = 600;

const allowPlugin = (res: Response) => {
  // Never Access-Control-Allow-Credentials: the plugin's reads carry a token, not cookies.
  res.setHeader('Access-Control-Allow-Origin', PLUGIN_ORIGIN);
};

/** express matches paths case-insensitively and with or without a trailing slash. */
const pathKey = (path: string) => path.toLowerCase().replace(/\/+$/, '');

/**
 * The GET paths without parameters that are not plugin reads: `/api/apps/maurange` is served by its
 * own operation, never by the plugin's `/api/apps/:id`, so a token is no caller there (their routes
 * come first, as express must serve them).
 */
const OTHER_LITERAL_READS = new Set(
  OPERATIONS.filter((o) => o.method === 'get' && !o.plugin && !/[:*]/.test(o.path)).map((o) => pathKey(o.path)),
);

/**
 * The reads the design-tool plugin makes (api/operations.ts, `plugin: true`): marked for
 * resolveCaller (a personal access token is accepted there and only there) and answered with CORS
 * for the plugin's iframe (origin `null`), preflight included. Every other path and origin keeps the
 * same-origin policy.
 */
export function pluginAccess(): RequestHandler {
  const router = Router();
  for (const operation of OPERATIONS.filter((o) => o.plugin && o.method === 'get')) {
    router.get(operation.path, (req, res, next) => {
      if (OTHER_LITERAL_READS.has(pathKey(req.path))) return next();
      req.pluginRead = true;
      res.append('Vary', 'Origin');
      if (req.headers.origin === PLUGIN_ORIGIN) allowPlugin(res);
      next();
    });
    router.options(operation.path, (req, res, next) => {
      if (req.headers.origin !== PLUGIN_ORIGIN || OTHER_LITERAL_READS.has(pathKey(req.path))) return next();
      allowPlugin(res);
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Allow-Methods', 'GET');
      res.setHeader('Access-Control-Allow-Headers', 'Authorization');
      res.setHeader('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS));
      res.status(204).end();
    });
  }
  // A plain middleware, like adminOnly: it marks the operations' paths, it does not serve them.
  return (req, res, next) => router(req, res, next);
}
