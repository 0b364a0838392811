import { fileURLToPath } from 'node:url';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createServer, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// In development the gateway serves the API; in production it serves web/dist as well.
const gateway = 'http://127.0.0.1:8080';
// Screen files (/uploads) and /mcp come from the gateway too: the API's image links are relative.
const proxy = { '/api': gateway, '/healthz': gateway, '/uploads': gateway, '/mcp': gateway };

/** The JavaScript `/` and `/landing` load may not exceed this as transferred, brotli (issue 18). */
const LANDING_BUDGET_BYTES = 140 * 1024;

/**
 * Prints what the landing paths load (the entry and its static imports plus the lazy route chunk
 * they render, again with its static imports) as the gateway sends it (brotli, gzip for reference),
 * and fails the build when either path is over the budget.
 */
function landingBudget(): Plugin {
  return {
    name: 'screenshelf-landing-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (start: (typeof chunks)[number] | undefined, seen = new Set<string>()) => {
        if (!start || seen.has(start.fileName)) return seen;
        seen.add(start.fileName);
        for (const name of start.imports) closure(byName.get(name), seen);
        return seen;
      };
      const size = (files: Set<string>, compress: (code: string) => Buffer) => [...files].reduce((n, f) => n + compress(byName.get(f)!.code).length, 0);
      const br = (files: Set<string>) => size(files, (code) => brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      const gz = (files: Set<string>) => size(files, (code) => gzipSync(code, { level: 9 }));
      const entry = chunks.find((c) => c.isEntry);
      const route = (pattern: RegExp) => {
        const found = chunks.find((c) => c.facadeModuleId && pattern.test(c.facadeModuleId));
        // A renamed page would otherwise measure only the entry and pass without measuring the page.
        if (!found) this.error(`the size budget finds no chunk for ${pattern}: update web/vite.config.ts`);
        return found;
      };
      const landing = closure(route(/features\/landing\/Landing\.tsx$/), closure(entry));
      const home = closure(route(/features\/library\/Library\.tsx$/), closure(entry));
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
      const [landingBr, homeBr] = [br(landing), br(home)];
      console.log(
        `\nJS for / (home): ${kb(homeBr)} brotli (${kb(gz(home))} gzip) in ${home.size} files; ` +
          `/landing: ${kb(landingBr)} brotli (${kb(gz(landing))} gzip) in ${landing.size} files; budget ${kb(LANDING_BUDGET_BYTES)} brotli`,
      );
      for (const [route, bytes] of [['/', homeBr], ['/landing', landingBr]] as const) {
        if (bytes > LANDING_BUDGET_BYTES) this.error(`the JavaScript for ${route} is ${kb(bytes)} brotli, over the ${kb(LANDING_BUDGET_BYTES)} budget`);
      }
    },
  };
}

/** What the gateway sends pre-compressed: text files from this size up (smaller ones gain nothing). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
const COMPRESS_MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible
 * file under assets/: the gateway's express-static-gzip sends them by Accept-Encoding, so nothing is
 * compressed per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'screenshelf-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = path.join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        const file = path.join(assets, name);
        if (!COMPRESSIBLE.test(name) || statSync(file).size < COMPRESS_MIN_BYTES) continue;
        const bytes = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

// The kit's pure modules the web shares with the services (the rest of the kit is server-only).
const alias = {
  '@screenshelf/kit/lang': fileURLToPath(new URL('../services/kit/src/lang.ts', import.meta.url)),
  '@screenshelf/kit/palette': fileURLToPath(new URL('../services/kit/src/palette.ts', import.meta.url)),
};

/**
 * The landing paths' HTML with their first frame in it (issue 18): the gateway
 * (services/gateway/src/http/web.ts) sends `<name>.<lang>.html` for these paths, by the request's
 * language. Their hero heading is the largest paint; in the HTML it no longer waits for the JavaScript.
 */
const PRERENDERED = [
  { pathname: '/', name: 'index' },
  { pathname: '/landing', name: 'landing' },
] as const;
const PRERENDER_LANGS = ['ko', 'en'] as const;
const EMPTY_ROOT = '<div id="root"></div>';
/**
 * Vite's `<link rel="modulepreload">` tags. A pre-rendered page leaves them out: its first frame is
 * in the HTML, and preloading ~130 kB of modules alongside it delays that frame on a slow network
 * (Lighthouse mobile: first and largest paint 2.2 s with them, 1.2 s without); the entry module
 * still loads at once and fetches its imports, so hydration comes one round trip later.
 */
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g;

/**
 * After the build, renders src/prerender.tsx's app (the same routes, components and dictionaries
 * the browser runs) for each PRERENDERED path and language into a copy of dist/index.html: the
 * markup inside #root (which main.tsx hydrates when its language is data-lang) and `<html lang>`.
 * The stylesheet link Vite put in the head comes with it; its module preloads do not (MODULE_PRELOAD).
 */
function prerenderLanding(): Plugin {
  let root = '';
  let outDir = 'dist';
  return {
    name: 'screenshelf-prerender-landing',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      if (!template.includes(EMPTY_ROOT) || !template.includes('<html>')) this.error(`dist/index.html has no ${EMPTY_ROOT} or <html> to fill`);
      const server = await createServer({
        configFile: false,
        root,
        resolve: { alias },
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { prerender } = (await server.ssrLoadModule('/src/prerender.tsx')) as typeof import('./src/prerender');
        for (const { pathname, name } of PRERENDERED) {
          for (const lang of PRERENDER_LANGS) {
            const markup = prerender(pathname, lang);
            if (!markup.includes('hero__title')) this.error(`the pre-rendered ${pathname} (${lang}) has no hero`);
            const html = template
              .replace('<html>', `<html lang="${lang}">`)
              .replace(MODULE_PRELOAD, '')
              .replace(EMPTY_ROOT, `<div id="root" data-lang="${lang}">${markup}</div>`);
            writeFileSync(path.join(outDir, `${name}.${lang}.html`), html);
          }
        }
      } finally {
        await server.close();
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), landingBudget(), precompress(), prerenderLanding()],
  resolve: { alias },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries in chunks of their own: a release that changes only our code leaves their hashed
        // files (cached for a year) valid. Feature routes are lazy chunks (app/App.tsx).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, priority: 2 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
