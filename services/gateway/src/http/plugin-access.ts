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
      req.pluginRead = true;
      res.append('Vary', 'Origin');
      if (req.headers.origin === PLUGIN_ORIGIN) allowPlugin(res);
      next();
    });
    router.options(operation.path, (req, res, next) => {
      if (req.headers.origin !== PLUGIN_ORIGIN) return next();
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
