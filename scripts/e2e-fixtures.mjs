// The catalog the end-to-end tests need: at least 4 mobile apps (the free tier shows the latest 3)
// and a website, with patterns and screens. `npm start` loads its demo library first; these few apps
// are added through the gateway as an admin only when that did not happen (e.g. the demo seed failed).
import { signCallerToken } from '../services/kit/dist/caller.js';
import { localSecret } from '../services/kit/dist/config.js';
import { waitFor } from '../services/kit/dist/wait.js';
import { stackNamespaceEnv } from './stack-namespace.mjs';

const FIXTURE_APPS = [
  { appName: '토스', appNameEn: 'Toss', type: 'MOBILE', category: 'Finance', mau: 15_000_000, colour: '#4166ED' },
  { appName: '당근', appNameEn: 'Karrot', type: 'MOBILE', category: 'Shopping', mau: 19_000_000, colour: '#EC658B' },
  { appName: '배달의민족', appNameEn: 'Baemin', type: 'MOBILE', category: 'Food & delivery', mau: 20_000_000, colour: '#459949' },
  { appName: '카카오뱅크', appNameEn: 'KakaoBank', type: 'MOBILE', category: 'Finance', mau: 17_000_000, colour: '#F8D748' },
  { appName: '리멤버', appNameEn: 'Remember', type: 'MOBILE', category: 'Social', mau: 800_000, colour: '#000000' },
  { appName: '무신사', appNameEn: 'Musinsa', type: 'WEBSITE', category: 'Shopping', mau: 6_000_000, colour: '#000000' },
  { appName: '오늘의집', appNameEn: 'Ohouse', type: 'WEBSITE', category: 'Shopping', mau: 5_000_000, colour: '#8C3ED9' },
];

/** A small phone screen drawn in SVG (a data URL: the page's CSP allows data: images). */
const screen = (colour, label) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 390"><rect width="180" height="390" fill="#fff"/><rect width="180" height="64" fill="${colour}"/><rect x="16" y="88" width="148" height="14" rx="7" fill="#D9D9D9"/><rect x="16" y="112" width="110" height="14" rx="7" fill="#D9D9D9"/><rect x="16" y="330" width="148" height="40" rx="12" fill="${colour}"/><text x="90" y="220" font-family="sans-serif" font-size="18" text-anchor="middle" fill="#16181d">${label}</text></svg>`,
  )}`;

/**
 * The headers of the tests' admin: a caller token the gateway trusts, signed with the stack's secret.
 * Caller tokens live a minute, so every request gets a fresh one.
 */
async function adminHeaders() {
  const token = await signCallerToken(
    { userId: '00000000-0000-4000-8000-00000000e2e0', role: 'ADMIN', plan: 'GROUP_PRO', paid: true },
    process.env.INTERNAL_TOKEN_SECRET ?? localSecret('internal-token'),
  );
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

/** Gives a user a role (PUT /api/v2/users/{userId}/roles as the admin), e.g. SELLER for the marketplace tests. */
export async function setRole(gateway, userId, role) {
  const res = await fetch(`${gateway}/api/v2/users/${encodeURIComponent(userId)}/roles`, { method: 'PUT', headers: await adminHeaders(), body: JSON.stringify({ role, isBizOwner: false }) });
  if (!res.ok) throw new Error(`setting role ${role}: ${res.status} ${(await res.text()).slice(0, 300)}`);
}

/** Deletes an app an end-to-end test added (DELETE /api/v2/apps/{id} as the admin), so later specs and screenshots see the library's own apps. */
export async function deleteApp(gateway, appId) {
  const res = await fetch(`${gateway}/api/v2/apps/${encodeURIComponent(appId)}`, { method: 'DELETE', headers: await adminHeaders() });
  if (!res.ok && res.status !== 404) throw new Error(`deleting app ${appId}: ${res.status} ${(await res.text()).slice(0, 300)}`);
}

/** Deletes a flow an end-to-end test built (DELETE /api/v2/flows/{id} as the admin), so the demo library keeps its own flows only. */
export async function deleteFlow(gateway, flowId) {
  const res = await fetch(`${gateway}/api/v2/flows/${encodeURIComponent(flowId)}`, { method: 'DELETE', headers: await adminHeaders() });
  if (!res.ok && res.status !== 404) throw new Error(`deleting flow ${flowId}: ${res.status} ${(await res.text()).slice(0, 300)}`);
}

/** A GET of the gateway as the tests' admin (who sees the whole library), its JSON body. */
export const adminGet = (gateway, path) => adminClient(gateway)(path);

/** A JSON client of the gateway as the tests' admin (`headers: {}` asks as a visitor). */
const adminClient = (gateway) => async (path, init = {}) => {
  const res = await fetch(`${gateway}${path}`, { ...init, headers: init.headers ?? (await adminHeaders()) });
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body;
};

/**
 * The library's totals counted the long way, as the admin (who sees every app): the apps of each
 * type page by page, the screens and the pattern codes in use from the unnarrowed pattern tree (a
 * node's count includes its children's, so its own screens are the difference), the newest change
 * from the apps sorted by it. The landing's statistics call must say the same.
 */
export async function libraryTotals(gateway) {
  const call = adminClient(gateway);
  const appsOf = async (type) => {
    for (let offset = 0, n = 0; ; offset += 100) {
      const { data } = await call(`/api/v2/apps?type=${type}&limit=100&offset=${offset}`);
      n += data.length;
      if (data.length < 100) return n;
    }
  };
  const nodes = (list) => list.flatMap((node) => [node, ...nodes(node.children ?? [])]);
  const own = (node) => Number(node.count ?? 0) - (node.children ?? []).reduce((sum, child) => sum + Number(child.count ?? 0), 0);
  const [apps, websites, tree, newest] = await Promise.all([
    appsOf('MOBILE'),
    appsOf('WEBSITE'),
    call('/api/v2/codes?type=PATTERN').then((answer) => nodes(answer.data)),
    Promise.all(['MOBILE', 'WEBSITE'].map((type) => call(`/api/v2/apps?type=${type}&sortField=updatedAt&limit=1`).then((answer) => answer.data[0]?.updatedAt))),
  ]);
  return {
    services: apps + websites,
    screens: tree.reduce((sum, node) => sum + own(node), 0),
    patterns: tree.filter((node) => own(node) > 0).length,
    updatedAt: newest.filter(Boolean).sort().at(-1),
  };
}

export async function ensureFixtures(gateway) {
  const call = adminClient(gateway);
  const count = async (type) => (await call(`/api/v2/apps?type=${type}&limit=20`)).data.length;
  if ((await count('MOBILE')) >= 4 && (await count('WEBSITE')) >= 1) return false;

  const codes = async (type) => (await call(`/api/v2/codes?type=${type}`)).data.flatMap((n) => (n.children?.length ? n.children : [n]));
  const categories = await codes('CATEGORY');
  const patterns = await codes('PATTERN');
  const components = await codes('COMPONENT');
  const categoryCode = (name) => categories.find((c) => c.nameEn === name)?.code ?? categories[0]?.code;
  for (const app of FIXTURE_APPS) {
    const { category, colour, ...fields } = app;
    const created = await call('/api/v2/apps', { method: 'POST', body: JSON.stringify({ ...fields, categoryCodes: categoryCode(category) ? [categoryCode(category)] : [] }) });
    const appId = created.data.appId;
    const body = {
      patterns: patterns.slice(0, 2).map((pattern, p) => ({
        patternName: pattern.nameEn || pattern.name,
        patternCode: pattern.code,
        images: [0, 1, 2].map((i) => ({
          image: screen(colour, `${app.appNameEn} ${p + 1}.${i + 1}`),
          componentCodes: components.slice(i, i + 2).map((c) => c.code),
          order: i,
        })),
      })),
    };
    await call(`/api/v2/apps/${appId}/patterns`, { method: 'POST', body: JSON.stringify(body) });
  }
  // The search index follows the catalog through Kafka: wait until browsing shows them.
  await waitFor(async () => (await count('MOBILE')) >= 4 && (await count('WEBSITE')) >= 1, 60_000, 500).catch(() => {
    throw new Error('the fixture apps did not reach the search index within 60 s');
  });
  return true;
}

/**
 * Adds one screen with `word` drawn in it (SVG text through sharp) as a new pattern `patternName`
 * of the newest app a visitor may see, and waits until the catalog's OCR has read it and search
 * finds it by the word. Answers the app's and the screen's ids (`deletePattern` takes the pattern away again).
 */
export async function addTextScreen(gateway, word, patternName) {
  const { default: sharp } = await import('sharp');
  const call = adminClient(gateway);
  // A visitor's browse holds only the apps in the free window.
  const [app] = (await call('/api/v2/apps?type=MOBILE&limit=1', { headers: {} })).data;
  const patternCode = (await call('/api/v2/codes?type=PATTERN')).data.flatMap((n) => (n.children?.length ? n.children : [n]))[0].code;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="780" height="1688"><rect width="100%" height="100%" fill="#ffffff"/>
    <text x="48" y="200" font-family="Noto Sans, DejaVu Sans, sans-serif" font-size="64" font-weight="bold" fill="#111111">${word}</text>
    <rect x="48" y="300" width="684" height="28" rx="14" fill="#D9D9D9"/><rect x="48" y="352" width="480" height="28" rx="14" fill="#D9D9D9"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const { data: signed } = await call('/api/image', { method: 'POST', body: JSON.stringify({ path: 'e2e/text-screen.png', contentType: 'image/png' }) });
  const put = await fetch(gateway + signed.uploadUrl, { method: 'PUT', body: png, headers: { 'content-type': 'image/png' } });
  if (!put.ok) throw new Error(`upload: ${put.status} ${await put.text()}`);
  const added = await call(`/api/v2/apps/${app.appId}/patterns`, { method: 'POST', body: JSON.stringify({ patterns: [{ patternName, patternCode, images: [{ image: signed.image }] }] }) });
  const imageId = added.data.patterns.find((p) => p.patternName === patternName).images[0].imageId;
  // OCR runs in the catalog's background worker, then the event reaches search.
  const found = async () => (await call(`/api/v2/apps/images?type=MOBILE&limit=100&keyword=${encodeURIComponent(word)}`, { headers: {} })).data.some((s) => s.imageId === imageId);
  await waitFor(found, 90_000, 500).catch(() => {
    throw new Error(`the screen with "${word}" was not found by its text within 90 s (is Tesseract installed? scripts/infra up)`);
  });
  return { appId: app.appId, imageId };
}

/** Deletes a pattern an end-to-end test added to a library app (DELETE /api/apps/{appId}/{patternName} as the admin). */
export async function deletePattern(gateway, appId, patternName) {
  const res = await fetch(`${gateway}/api/apps/${encodeURIComponent(appId)}/${encodeURIComponent(patternName)}`, { method: 'DELETE', headers: await adminHeaders() });
  if (!res.ok && res.status !== 404) throw new Error(`deleting pattern ${patternName}: ${res.status} ${(await res.text()).slice(0, 300)}`);
}

/**
 * Makes a member's renewal fall due now with the card that always declines as their main card, so the
 * membership's billing run (each minute in the stack) declines it into PAST_DUE: the card through the
 * gateway as that user, the due date in the membership database of the stack's namespace (no API
 * moves a period end). Answers nothing; the page shows the past-due state once the run has been.
 */
export async function declineNextRenewal(gateway, userId) {
  const token = await signCallerToken(
    { userId, role: 'USER', plan: 'PERSONAL_PRO', paid: true },
    process.env.INTERNAL_TOKEN_SECRET ?? localSecret('internal-token'),
  );
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const base = `${gateway}/api/v2/users/memberships`;
  const card = { cardNumber: '4000000000000002', cardExpirationYear: '30', cardExpirationMonth: '12' };
  const registered = await fetch(`${base}/methods`, { method: 'POST', headers, body: JSON.stringify(card) });
  if (!registered.ok) throw new Error(`registering the declining card: ${registered.status} ${(await registered.text()).slice(0, 300)}`);
  const { data: method } = await registered.json();
  const main = await fetch(`${base}/methods/${encodeURIComponent(method.id)}/main`, { method: 'POST', headers });
  if (!main.ok) throw new Error(`making it the main card: ${main.status}`);
  const { default: pg } = await import('pg');
  const postgres = (process.env.POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432').replace(/\/$/, '');
  const client = new pg.Client({ connectionString: `${postgres}/${stackNamespaceEnv(process.env.E2E_NAMESPACE ?? 'e2e').MEMBERSHIP_DATABASE}` });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `UPDATE memberships SET current_period_end = now() - interval '1 second', next_billing_at = now() - interval '1 second'
       WHERE user_id = $1 AND status = 'ACTIVE'`,
      [userId],
    );
    if (rowCount !== 1) throw new Error(`no active membership of ${userId} to make due`);
  } finally {
    await client.end();
  }
}
