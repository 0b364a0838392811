import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

// The build (npm run build -w figma-plugin): one HTML with its script inlined, the main code with
// the origin, and a manifest that may reach that origin only (and localhost while developing).
describe('figma-plugin build', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'screenshelf-figma-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('writes code.js, ui.html and a manifest limited to the configured origin', async () => {
    await run(process.execPath, [path.resolve('figma-plugin/build.mjs')], {
      env: {
        ...process.env,
        FIGMA_PLUGIN_DIST: out,
        SCREENSHELF_ORIGIN: 'https://shelf.example/',
        SCREENSHELF_FILE_ORIGINS: 'https://files.shelf.example',
      },
    });
    const manifest = JSON.parse(readFileSync(path.join(out, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({
      name: 'Screenshelf',
      api: '1.0.0',
      editorType: ['figma'],
      main: 'code.js',
      ui: 'ui.html',
      documentAccess: 'dynamic-page',
      networkAccess: {
        allowedDomains: ['https://shelf.example', 'https://files.shelf.example'],
        devAllowedDomains: ['http://localhost:8080'],
      },
    });
    const code = readFileSync(path.join(out, 'code.js'), 'utf8');
    expect(code).toContain('"https://shelf.example"');
    expect(code).not.toMatch(/^\s*(import|export)\s/m);
    const html = readFileSync(path.join(out, 'ui.html'), 'utf8');
    expect(html).not.toContain('<!-- ui.ts -->');
    expect(html).toMatch(/<script>[\s\S]+load-settings[\s\S]+<\/script>/);
    expect(html).not.toMatch(/<script[^>]+src=/);
  });
});
