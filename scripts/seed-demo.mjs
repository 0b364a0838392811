// Demo data for `npm start`: a small library from the deterministic generator (30 apps and
// websites, a few hundred generated PNG screens), added through the gateway like an admin would,
// once (skipped when the library already has apps). Screens are uploaded with presigned URLs and
// the catalog reads their colours from the pixels.
import { signCallerToken } from '../services/kit/dist/caller.js';
import { localSecret } from '../services/kit/dist/config.js';
import { generateLibrary, screenPng } from './demo/library.mjs';

export async function seedDemo(gateway, { apps = 30 } = {}) {
  const token = await signCallerToken(
    { userId: '00000000-0000-4000-8000-00000000ad01', role: 'ADMIN', plan: 'GROUP_PRO', paid: true },
    process.env.INTERNAL_TOKEN_SECRET ?? localSecret('internal-token'),
  );
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const call = async (path, init = {}) => {
    const res = await fetch(gateway + path, { headers, ...init });
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  for (const type of ['MOBILE', 'WEBSITE']) {
    if ((await call(`/api/v2/apps?type=${type}&limit=1`)).data?.length) return;
  }
  let screens = 0;
  for (const [i, { app, patterns }] of generateLibrary({ seed: 42, apps }).entries()) {
    const { data: created } = await call('/api/v2/apps', { method: 'POST', body: JSON.stringify(app) });
    const withImages = [];
    for (const pattern of patterns) {
      const images = [];
      for (const [s, screen] of pattern.screens.entries()) {
        const { data: signed } = await call('/api/image', { method: 'POST', body: JSON.stringify({ path: `demo/${i}/${pattern.patternCode}-${s}.png`, contentType: 'image/png' }) });
        const put = await fetch(gateway + signed.uploadUrl, { method: 'PUT', body: await screenPng(screen, i * 1000 + s), headers: { 'content-type': 'image/png' } });
        if (!put.ok) throw new Error(`upload: ${put.status} ${await put.text()}`);
        images.push({ image: signed.image, componentCodes: screen.componentCodes });
        screens++;
      }
      withImages.push({ patternName: pattern.patternName, patternCode: pattern.patternCode, images });
    }
    await call(`/api/v2/apps/${created.appId}/patterns`, { method: 'POST', body: JSON.stringify({ patterns: withImages }) });
  }
  console.log(`loaded ${apps} demo apps with ${screens} screens`);
}
