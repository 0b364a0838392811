import { createRequire } from 'node:module';
import path from 'node:path';
import express, { Router } from 'express';
import { openApiDocument } from './openapi.js';

const require = createRequire(import.meta.url);

/** The browsable reference: swagger-ui from our own node_modules (no CDN), pointed at our document. */
const DOCS_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Screenshelf API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head><body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body></html>`;

const INIT_SCRIPT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true, tryItOutEnabled: false });`;

/** `GET /api/openapi.json` (generated once, from the zod schemas) and the reference at `/api/docs`. */
export function docsRoutes(): Router {
  const router = Router();
  const document = JSON.stringify(openApiDocument());
  const assets = path.dirname(require.resolve('swagger-ui-dist/package.json'));

  router.get('/api/openapi.json', (_req, res) => {
    res.type('application/json').send(document);
  });
  router.get('/api/docs', (_req, res) => {
    res.type('html').send(DOCS_PAGE);
  });
  router.get('/api/docs/init.js', (_req, res) => {
    res.type('text/javascript').send(INIT_SCRIPT);
  });
  router.use('/api/docs', express.static(assets, { index: false, maxAge: '1h' }));
  return router;
}
