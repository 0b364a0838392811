import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPERATIONS, DOC_PATHS } from '../src/api/operations.js';
import { openApiDocument, openApiPath } from '../src/api/openapi.js';
import { SESSION_PAGES } from '../src/routes/auth.js';
import express from 'express';
import { createLogger } from '@screenshelf/kit';
import { checkResponses } from '../src/api/check-responses.js';
import { sharedStack, type Stack } from './support/stack.js';
import { routesOf } from './support/routes.js';

/**
 * The document and the router describe the same API: every route the running gateway serves is an
 * operation of /api/openapi.json and every operation is served; each operation says who may call
 * it, its errorCodes and its time-out; the reference at /api/docs comes from our own bundle.
 */
describe('the API described once (/api/openapi.json)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await sharedStack();
  });

  // SPA pages guarded by a session and the reference's own files are pages, not API operations.
  const NOT_OPERATIONS = new Set([...SESSION_PAGES, ...DOC_PATHS, '/api/docs/init.js']);

  it('declares every served route and serves every declared operation', () => {
    const served = routesOf(stack.gateway.app)
      .filter((r) => !NOT_OPERATIONS.has(r.path))
      .map((r) => `${r.method} ${r.path}`);
    const declared = OPERATIONS.map((o) => `${o.method.toUpperCase()} ${o.path}`);
    expect({ servedButNotDeclared: served.filter((r) => !declared.includes(r)), declaredButNotServed: declared.filter((d) => !served.includes(d)) }).toEqual({
      servedButNotDeclared: [],
      declaredButNotServed: [],
    });
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('declares each operation in the route file that serves it, its path written out (one grep of a spec path finds the handler)', () => {
    const routes = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/routes');
    const files = readdirSync(routes).map((name) => readFileSync(path.join(routes, name), 'utf8'));
    const unfound = OPERATIONS.filter((o) => files.filter((text) => text.includes(`'${o.path}'`)).length === 0).map((o) => o.operationId);
    expect(unfound).toEqual([]);
    expect(readFileSync(path.resolve(routes, '../api/operations.ts'), 'utf8')).not.toMatch(/\bop\(\{|path: '/);
  });

  it('registers each legacy alias with the handler of its v2 operation', () => {
    const routes = routesOf(stack.gateway.app);
    const handlerOf = (operationId: string) => {
      const o = OPERATIONS.find((op) => op.operationId === operationId)!;
      // What the route runs: the operation's own handler (http/route.ts) behind its parse.
      const served = routes.find((r) => r.method === o.method.toUpperCase() && r.path === o.path)?.handler as { handler?: unknown } | undefined;
      return served?.handler ?? served;
    };
    const aliases = OPERATIONS.filter((o) => o.aliasOf);
    expect(aliases.length).toBeGreaterThanOrEqual(6);
    for (const alias of aliases) {
      expect({ alias: alias.operationId, same: handlerOf(alias.operationId) === handlerOf(alias.aliasOf!) }).toEqual({ alias: alias.operationId, same: true });
    }
  });

  it('serves the OpenAPI 3.1 document: each operation with its id, summary, access, errorCodes and time-out', async () => {
    const response = await fetch(`${stack.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, Record<string, unknown>>> };
    expect(document).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
    expect(document.openapi).toBe('3.1.0');
    const ids = new Set<string>();
    for (const o of OPERATIONS) {
      const operation = document.paths[openApiPath(o.path)]?.[o.method];
      expect(operation).toMatchObject({
        operationId: expect.stringMatching(/^[a-z][A-Za-z]+$/),
        summary: expect.stringMatching(/^[A-Z]/),
        'x-access': expect.stringMatching(/^(visitor|signedIn|admin)$/),
        'x-error-codes': expect.any(Array),
        security: expect.any(Array),
        description: expect.stringMatching(/errorCodes: .*Time-out: /s),
      });
      ids.add(operation!.operationId as string);
    }
    expect(ids.size).toBe(OPERATIONS.length);
    // The product-spec §9 time-outs.
    expect(document.paths['/api/v2/apps']!.post!['x-timeout-ms']).toBe(60_000);
    expect(document.paths['/api/v2/users/memberships']!.post!['x-timeout-ms']).toBe(30_000);
    expect(document.paths['/api/v2/users/{userId}/roles']!.put!['x-timeout-ms']).toBe(30_000);
  });

  it('answers 500 SERVER_ERROR naming the mismatch when an answer does not match its declared schema (VALIDATE_RESPONSES)', async () => {
    const app = express();
    app.use(checkResponses(createLogger('test', 'silent')));
    app.get('/api/auth/csrf', (_req, res) => void res.json({ csrf: 'not the declared field' }));
    app.get('/api/auth/session-check', (_req, res) => void res.status(429).json({ message: 'not {errorCode, msg}' }));
    app.get('/api/auth/providers', (_req, res) => void res.json({}));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const wrong = await fetch(`${base}/api/auth/csrf`);
      expect(wrong.status).toBe(500);
      expect(await wrong.json()).toMatchObject({
        errorCode: 'SERVER_ERROR',
        msg: expect.stringContaining('getCsrfToken'),
        details: { status: 200, issues: expect.arrayContaining([expect.objectContaining({ path: 'csrfToken' })]) },
      });
      const wrongError = await fetch(`${base}/api/auth/session-check`);
      expect(wrongError.status).toBe(500);
      expect(await wrongError.json()).toMatchObject({ errorCode: 'SERVER_ERROR', details: { status: 429 } });
      expect((await fetch(`${base}/api/auth/providers`)).status).toBe(200);
    } finally {
      server.close();
    }
  });

  it('keeps services/gateway/openapi.json (the web client is generated from it) up to date', () => {
    const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../openapi.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });

  it('serves a browsable reference at /api/docs from our own bundle, allowed by the CSP', async () => {
    const page = await fetch(`${stack.url}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/docs/swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\//);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    for (const asset of ['/api/docs/swagger-ui-bundle.js', '/api/docs/swagger-ui.css', '/api/docs/init.js']) {
      const response = await fetch(`${stack.url}${asset}`);
      expect({ asset, status: response.status }).toEqual({ asset, status: 200 });
      expect((await response.text()).length).toBeGreaterThan(50);
    }
    expect(await (await fetch(`${stack.url}/api/docs/init.js`)).text()).toContain("'/api/openapi.json'");
  });
});
