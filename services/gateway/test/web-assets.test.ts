import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import { createLogger } from '@screenshelf/kit';
import { errorHandler } from '../src/http/errors.js';
import { IMMUTABLE, REVALIDATE, webApp } from '../src/http/web.js';

// How the gateway serves the SPA's build: hashed assets pre-compressed (the build writes .br and .gz
// beside each) and cached for a year; index.html (which names the hashes) revalidated every time.
describe('the web build as the gateway serves it', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'screenshelf-web-'));
  const js = `export const greeting = ${JSON.stringify('안녕하세요 hello '.repeat(200))};\n`;
  let server: ReturnType<express.Express['listen']>;
  let url: string;

  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script>');
    writeFileSync(path.join(dist, 'assets/index-abc123.js'), js);
    // Marked so a test sees which file answered, not only which header.
    writeFileSync(path.join(dist, 'assets/index-abc123.js.br'), brotliCompressSync(js.replace('hello', 'hello-br')));
    writeFileSync(path.join(dist, 'assets/index-abc123.js.gz'), gzipSync(js.replace('hello', 'hello-gz')));
    writeFileSync(path.join(dist, 'assets/logo-def456.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(dist, 'favicon.ico'), 'icon');
    const app = express();
    app.use(webApp(dist)!);
    app.use(errorHandler(createLogger('gateway', 'silent')));
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', resolve);
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (pathname: string, acceptEncoding?: string) =>
    fetch(`${url}${pathname}`, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends the brotli file to a browser that takes brotli, cached for a year as immutable', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await res.text()).toBe(js.replace('hello', 'hello-br'));
  });

  it('sends the gzip file when brotli is not accepted', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await res.text()).toBe(js.replace('hello', 'hello-gz'));
  });

  it('sends the plain file without an accepted encoding, and a file without compressed copies as it is', async () => {
    const plain = await get('/assets/index-abc123.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await plain.text()).toBe(js);
    const svg = await get('/assets/logo-def456.svg', 'br, gzip');
    expect(svg.headers.get('content-encoding')).toBeNull();
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(svg.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it('answers a missing asset 404 NOT_FOUND, never index.html', async () => {
    const res = await get('/assets/index-old999.js', 'br');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).not.toBe(IMMUTABLE);
    expect(await res.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
  });

  it('never caches index.html: at a page path, at /index.html and for the other files of the build', async () => {
    for (const pathname of ['/', '/website', '/apps/42?lang=en', '/index.html', '/favicon.ico']) {
      const res = await get(pathname, 'br, gzip');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe(REVALIDATE);
    }
    expect(await (await get('/landing')).text()).toContain('/assets/index-abc123.js');
  });

  it('is absent when the web is not built', () => {
    expect(webApp(path.join(dist, 'missing'))).toBeUndefined();
  });
});
