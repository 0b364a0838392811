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
    // The landing paths' pre-rendered copies (web/vite.config.ts), marked by page and language.
    for (const [name, lang] of [['index', 'ko'], ['index', 'en'], ['landing', 'ko'], ['landing', 'en']]) {
      writeFileSync(path.join(dist, `${name}.${lang}.html`), `<!doctype html><html lang="${lang}"><div id="root"><h1>${name}-${lang}</h1></div>`);
    }
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

  const get = (pathname: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
    fetch(`${url}${pathname}`, { headers: { ...headers, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) } });

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
    expect(await (await get('/website')).text()).toContain('/assets/index-abc123.js');
  });

  describe('the landing paths: the page pre-rendered in the request\'s language', () => {
    const page = async (pathname: string, headers: Record<string, string> = {}) => {
      const res = await get(pathname, 'br, gzip', headers);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe(REVALIDATE);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      return { body: await res.text(), vary: res.headers.get('vary') ?? '' };
    };

    it.each([
      ['/', 'index'],
      ['/landing', 'landing'],
    ])('%s: the lang query, then the lang cookie, then Accept-Language, then Korean', async (pathname, name) => {
      // Nothing said: Korean.
      expect((await page(pathname)).body).toContain(`<html lang="ko"><div id="root"><h1>${name}-ko</h1>`);
      // The browser's first preference, by quality; one that is neither ko nor en says nothing.
      expect((await page(pathname, { 'accept-language': 'en-GB,en;q=0.9,ko;q=0.8' })).body).toContain(`${name}-en`);
      expect((await page(pathname, { 'accept-language': 'ko;q=0.5, en-US;q=0.9' })).body).toContain(`${name}-en`);
      expect((await page(pathname, { 'accept-language': 'ko-KR,ko;q=0.9,en;q=0.8' })).body).toContain(`${name}-ko`);
      expect((await page(pathname, { 'accept-language': 'fr-FR,en;q=0.9' })).body).toContain(`${name}-ko`);
      // The cookie over the browser; the query over both.
      expect((await page(pathname, { 'accept-language': 'en-US', cookie: 'sid=1; lang=ko' })).body).toContain(`${name}-ko`);
      expect((await page(pathname, { 'accept-language': 'ko-KR', cookie: 'lang=en' })).body).toContain(`${name}-en`);
      expect((await page(`${pathname}?lang=en`, { 'accept-language': 'ko-KR', cookie: 'lang=ko' })).body).toContain(`${name}-en`);
      expect((await page(`${pathname}?lang=ko&type=MOBILE`, { 'accept-language': 'en', cookie: 'lang=en' })).body).toContain(`${name}-ko`);
      // Unknown values count for nothing.
      expect((await page(`${pathname}?lang=fr`, { 'accept-language': 'en', cookie: 'lang=de' })).body).toContain(`${name}-en`);
      // A cache between must not give one visitor's language to another.
      expect((await page(pathname)).vary).toMatch(/cookie/i);
      expect((await page(pathname)).vary).toMatch(/accept-language/i);
    });

    it('every other page path gets the plain index.html, whatever the language', async () => {
      for (const pathname of ['/website', '/landing/x', '/apps/42?lang=en', '/index.html']) {
        const { body } = await page(pathname, { 'accept-language': 'en', cookie: 'lang=en' });
        expect(body).toContain('<div id="root"></div>');
        expect(body).not.toContain('<h1>');
      }
    });

    it('falls back to index.html when the build has no pre-rendered page', async () => {
      const bare = mkdtempSync(path.join(tmpdir(), 'screenshelf-web-bare-'));
      writeFileSync(path.join(bare, 'index.html'), '<!doctype html><div id="root"></div>');
      const app = express();
      app.use(webApp(bare)!);
      const plain = await new Promise<ReturnType<express.Express['listen']>>((resolve) => {
        const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
      });
      try {
        const res = await fetch(`http://127.0.0.1:${(plain.address() as AddressInfo).port}/landing`, { headers: { 'accept-language': 'en' } });
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe(REVALIDATE);
        expect(await res.text()).toBe('<!doctype html><div id="root"></div>');
      } finally {
        await new Promise((resolve) => plain.close(resolve));
        rmSync(bare, { recursive: true, force: true });
      }
    });
  });

  it('is absent when the web is not built', () => {
    expect(webApp(path.join(dist, 'missing'))).toBeUndefined();
  });
});
