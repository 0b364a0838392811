// Demo data for `npm start`, loaded through the gateway like people would, each part once:
//   - the library (skipped when it has apps): 64 Korean and global apps and websites from the
//     deterministic generator (scripts/demo/library.mjs), each with an icon, and about 650 realistic
//     screens of every pattern, drawn with their kind's content by scripts/demo/screens (cached
//     under .local/cache/screens) and uploaded with presigned URLs (the catalog reads their colours
//     from the pixels), added as an admin, and two to four flows per app built from its screens
//     (scripts/demo/flows.mjs);
//   - the marketplace (skipped when it has products): sellers and buyers signed in through the
//     development OpenID provider, sellers made SELLER by an admin, products of every kind uploaded
//     by their sellers (POST /api/v2/products/uploads → PUT uploadUrl → POST /api/v2/products) with
//     generated images and real files (PDF e-books, zipped template packs), then orders paid with
//     the development payment provider's test card, reviews and one refund;
//   - the community (skipped when it has posts): posts by the demo buyers and a seller in Korean
//     and English, with library screens attached and their patterns as tags, votes and comments.
import { signCallerToken } from '../services/kit/dist/caller.js';
import { localSecret } from '../services/kit/dist/config.js';
import { FREE_APPS_PER_TYPE } from '../services/kit/dist/library-access.js';
import { DEMO_APPS, generateLibrary } from './demo/library.mjs';
import { demoFlowsOf } from './demo/flows.mjs';
import { demoVersion, loadedDemoVersion, recordDemoVersion } from './demo/version.mjs';
import { mapLimited, renderIcon, renderScreen } from './demo/screens/render.mjs';
import { signInDemoUser } from './demo/accounts.mjs';
import {
  DEMO_BUYERS,
  DEMO_ORDERS,
  DEMO_PRODUCTS,
  DEMO_SELLERS,
  productFiles,
  showcasePng,
  workshopStart,
} from './demo/products.mjs';

/** services/dev-payments' card that always pays (TEST_CARDS.ok). */
const DEMO_CARD = {
  cardNumber: '4111111111111111',
  cardExpirationYear: '30',
  cardExpirationMonth: '12',
  customerIdentityNumber: '900101',
};
const ADMIN_ID = '00000000-0000-4000-8000-00000000ad01';

/**
 * A REST client acting as `claims` (a caller token, as the gateway accepts in development). Caller
 * tokens live a minute and a first seed renders for longer, so each request signs a fresh one.
 */
async function clientAs(gateway, claims, secret) {
  return async (path, init = {}) => {
    const token = await signCallerToken(claims, secret);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers };
    const res = await fetch(gateway + path, { ...init, headers });
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${(await res.text()).slice(0, 300)}`);
    return res.json();
  };
}

/**
 * `namespace` (a stack's: '' for plain `npm start`'s) records which demo the library was loaded from
 * (scripts/demo/version.mjs), or says how to load today's when an older one is there.
 */
export async function seedDemo(gateway, { apps = DEMO_APPS, library = true, marketplace = true, community = true, log = console.log, namespace } = {}) {
  const secret = process.env.INTERNAL_TOKEN_SECRET ?? localSecret('internal-token');
  const admin = await clientAs(gateway, { userId: ADMIN_ID, role: 'ADMIN', plan: 'GROUP_PRO', paid: true }, secret);
  // One part failing leaves the other loaded.
  const failures = [];
  // Each part's time is in its line: a first seed's minutes show where they go.
  const timed = (part, load) => {
    const started = performance.now();
    const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
    return load((line) => log(`${line} in ${seconds()}`)).catch((error) => void failures.push(`${part}: ${error.message} (after ${seconds()})`));
  };
  const added = library ? await timed('library', (done) => seedLibrary(gateway, admin, apps, log, done)) : undefined;
  if (library && namespace !== undefined) {
    if (added) recordDemoVersion(namespace);
    else if (!failures.length && loadedDemoVersion(namespace) !== demoVersion()) {
      log(
        `the library was loaded from another version of the demo (scripts/demo): to load today's, stop this stack and run ` +
          `\`node scripts/reset-namespace.mjs ${namespace || 'default'}\` (its data goes), then start it again`,
      );
    }
  }
  const shop = marketplace ? await timed('marketplace', (done) => seedMarketplace(gateway, admin, secret, done)) : undefined;
  if (community) await timed('community', (done) => seedCommunity(gateway, admin, secret, added?.mobileApps ?? [], done));
  if (failures.length) throw new Error(failures.join('; '));
  return shop;
}

/**
 * A community that is not empty on first sight: three posts comparing library screens of one pattern
 * each (the screens attached, the pattern as the tag) and one question, by demo people signed in like
 * anyone, voted on and answered by the others.
 */
async function seedCommunity(gateway, admin, secret, mobileApps, log) {
  if ((await admin('/api/v2/community/posts?limit=1')).data?.length) return;
  const people = [...DEMO_BUYERS, DEMO_SELLERS[0]];
  const users = {};
  for (const who of people) users[who.key] = await signInDemoUser(gateway, who);
  const as = (key) => clientAs(gateway, { userId: users[key].id, role: 'USER', plan: 'STARTER', paid: false }, secret);
  const [minji, dohyun, sora, seller] = await Promise.all(people.map((who) => as(who.key)));
  // The authors are on the free plan, and an author attaches only screens they may see: the screens
  // of their window (the newest apps of a type), as they see the library. A library loaded just now
  // reaches search a moment later, its apps one after another, so the window moves until the last
  // one is there: wait until the authors see exactly the newest mobile apps, with all their screens
  // (a library loaded before is there already).
  const newest = mobileApps.slice(-FREE_APPS_PER_TYPE);
  if (newest.length) {
    const ids = new Set(newest.map((app) => app.appId));
    const expected = Math.min(100, newest.reduce((sum, app) => sum + app.screens, 0));
    await until(
      async () => {
        const seen = (await minji('/api/v2/apps/images?type=MOBILE&limit=100')).data ?? [];
        return seen.length >= expected && seen.every((screen) => ids.has(screen.appId));
      },
      120_000,
      'the newest demo apps to reach search',
    );
  }
  const screens = (await minji('/api/v2/apps/images?type=MOBILE&limit=100')).data ?? [];
  // Patterns with screens of at least two apps, the best covered first.
  const byPattern = new Map();
  for (const s of screens) {
    const group = byPattern.get(s.patternCode) ?? { name: s.patternCodeName, screens: [], apps: new Set() };
    if (!group.apps.has(s.appId)) {
      group.apps.add(s.appId);
      group.screens.push({ appId: s.appId, imageId: s.imageId });
    }
    byPattern.set(s.patternCode, group);
  }
  const groups = [...byPattern.entries()].filter(([, g]) => g.apps.size >= 2).sort((a, b) => b[1].apps.size - a[1].apps.size);
  const compare = (index, title, text) => {
    const [code, group] = groups[index] ?? [];
    return group ? { title: title(group.name), text, screens: group.screens.slice(0, 3), tags: [code] } : { title: title(''), text, screens: [], tags: [] };
  };
  const posts = [
    [
      minji,
      compare(
        0,
        (name) => `${name || '같은 화면'}, 세 가지 방식 중 어떤 게 좋을까요?`,
        '서비스마다 같은 단계를 어떻게 풀었는지 모아 봤어요. 첫 화면에서 무엇을 먼저 보여 주는지가 꽤 달라요. 여러분이라면 어떤 쪽을 고르시겠어요?',
      ),
    ],
    [
      sora,
      compare(
        1,
        (name) => `Three takes on ${name || 'one screen'}: which reads best on a small phone?`,
        'I lined up how three apps handle the same step. The one with the shortest copy felt fastest to me, but the middle one explains more. Curious what you would ship.',
      ),
    ],
    [
      dohyun,
      compare(
        2,
        (name) => `${name || '이 패턴'} 화면을 리디자인할 때 참고한 것들`,
        '이번 주 리디자인에서 참고한 화면들이에요. 버튼 위치와 문구 길이를 중심으로 비교해 보면 차이가 잘 보여요.',
      ),
    ],
    [
      seller,
      {
        title: 'What should the library add next month? / 다음 달에 어떤 앱이 추가되면 좋을까요?',
        text: 'Tell us which apps or patterns you miss. 보고 싶은 앱이나 패턴을 댓글로 알려 주세요.',
        screens: [],
        tags: [],
      },
    ],
  ];
  const created = [];
  for (const [client, post] of posts) created.push((await client('/api/v2/community/posts', { method: 'POST', body: JSON.stringify(post) })).data);
  const votes = [[dohyun, sora, seller], [minji, dohyun], [minji], [minji, dohyun, sora]];
  for (const [i, voters] of votes.entries()) for (const voter of voters) await voter(`/api/v2/community/posts/${created[i].id}/votes`, { method: 'POST' });
  const comments = [
    [0, sora, 'The second one: the progress dots tell me how long this will take.'],
    [0, dohyun, '저는 첫 번째요. 건너뛰기 버튼이 바로 보여서 좋아요.'],
    [1, minji, '짧은 문구 쪽에 한 표! 작은 화면에서는 특히 그래요.'],
    [3, minji, '은행 앱 온보딩이 더 많았으면 좋겠어요.'],
    [3, sora, 'More settings screens, please: dark mode and notifications.'],
  ];
  for (const [i, client, text] of comments) await client(`/api/v2/community/posts/${created[i].id}/comments`, { method: 'POST', body: JSON.stringify({ text }) });
  log(`loaded ${created.length} community posts with ${comments.length} comments`);
}

async function seedLibrary(gateway, call, apps, log, done = log) {
  for (const type of ['MOBILE', 'WEBSITE']) {
    if ((await call(`/api/v2/apps?type=${type}&limit=1`)).data?.length) return;
  }
  const library = generateLibrary({ seed: 42, apps });
  // Rendered first (a few at a time; cached under .local/cache/screens), then uploaded in order.
  const renderStart = performance.now();
  const specs = library.flatMap(({ patterns }) => patterns.flatMap((p) => p.screens));
  const pngs = await mapLimited(specs, 4, (spec) => renderScreen(spec));
  const icons = await mapLimited(library, 4, ({ app, theme }) => renderIcon({ ...theme, name: app.appName, nameEn: app.appNameEn }));
  log(`rendered ${specs.length} demo screens and ${icons.length} icons in ${((performance.now() - renderStart) / 1000).toFixed(1)} s`);
  const uploadImage = async (path, bytes) => {
    const { data: signed } = await call('/api/image', { method: 'POST', body: JSON.stringify({ path, contentType: 'image/png' }) });
    const put = await fetch(gateway + signed.uploadUrl, { method: 'PUT', body: bytes, headers: { 'content-type': 'image/png' } });
    if (!put.ok) throw new Error(`upload: ${put.status} ${await put.text()}`);
    return signed.image;
  };
  let screens = 0;
  let flows = 0;
  const mobileApps = [];
  for (const [i, { app, patterns, description, descriptionEn }] of library.entries()) {
    // An app's files go up a few at a time (each upload waits on the network, not this process);
    // apps are still added one after another, in order: the newest ones are the free tier's window.
    const files = [{ path: `demo/${i}/icon.png`, bytes: icons[i] }];
    for (const pattern of patterns) for (const s of pattern.screens.keys()) files.push({ path: `demo/${i}/${pattern.patternCode}-${s}.png`, bytes: pngs[screens++] });
    const [image, ...uploaded] = await mapLimited(files, 4, (file) => uploadImage(file.path, file.bytes));
    const { data: created } = await call('/api/v2/apps', { method: 'POST', body: JSON.stringify({ ...app, description, descriptionEn, image }) });
    const withImages = patterns.map((pattern) => ({
      patternName: pattern.patternName,
      patternCode: pattern.patternCode,
      images: pattern.screens.map((screen) => ({ image: uploaded.shift(), componentCodes: screen.componentCodes })),
    }));
    const { data: detail } = await call(`/api/v2/apps/${created.appId}/patterns`, { method: 'POST', body: JSON.stringify({ patterns: withImages }) });
    // Its journeys, from the screens just stored (their ids, in their order).
    const stored = detail.patterns.map((p) => ({ patternCode: p.patternCode, patternName: p.patternName, screens: p.images.map((image) => image.imageId) }));
    for (const flow of demoFlowsOf(stored)) {
      const steps = flow.steps.map(({ screen, label, labelEn }) => ({ imageId: screen, label, labelEn }));
      await call(`/api/v2/apps/${created.appId}/flows`, { method: 'POST', body: JSON.stringify({ ...flow, steps }) });
      flows++;
    }
    if (app.type === 'MOBILE') mobileApps.push({ appId: created.appId, screens: withImages.reduce((sum, p) => sum + p.images.length, 0) });
  }
  done(`loaded ${apps} demo apps with ${screens} screens and ${flows} flows`);
  // In creation order: the last ones are the free tier's window.
  return { mobileApps };
}

/**
 * The product code of a demo product: the topic of its kind (the tree's top level) whose name
 * mentions its topic, else the kind's first topic, else none.
 */
function productCodeFor(tree, product) {
  const kind = (tree ?? []).find((node) => node.code === product.type);
  const topics = kind?.children ?? [];
  const named = (node) => `${node.name ?? ''} ${node.nameEn ?? ''}`.toLowerCase().includes(product.topic.toLowerCase());
  return (topics.find(named) ?? topics[0])?.code ?? '';
}

/**
 * Polls `check` until it answers truthy or `ms` pass. Then it goes on (the demo is still usable),
 * unless the wait is named by `what`: then what follows needs it, and it fails saying so.
 */
async function until(check, ms, what) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (what) throw new Error(`waited ${ms / 1000} s for ${what}`);
  return false;
}

/** Uploads bytes as the seller would: a signed slot, then PUT to it. Answers the slot ({fileUrl, key, …}). */
async function upload(gateway, seller, purpose, fileName, contentType, bytes) {
  const { data: slot } = await seller('/api/v2/products/uploads', {
    method: 'POST',
    body: JSON.stringify({ purpose, fileName, contentType }),
  });
  const put = await fetch(new URL(slot.uploadUrl, gateway), {
    method: slot.method || 'PUT',
    body: bytes,
    headers: { 'content-type': contentType },
  });
  if (!put.ok) throw new Error(`upload of ${fileName}: ${put.status} ${(await put.text()).slice(0, 300)}`);
  return slot;
}

async function seedMarketplace(gateway, admin, secret, log) {
  for (const productType of ['TEMPLATE', 'CLASS']) {
    if ((await admin(`/api/v2/products?productType=${productType}&limit=1`)).data?.length) return undefined;
  }
  const users = {};
  // Buyers first: once the marketplace shows the last seller, it has most likely seen them too.
  for (const who of [...DEMO_BUYERS, ...DEMO_SELLERS]) users[who.key] = await signInDemoUser(gateway, who);
  for (const seller of DEMO_SELLERS) {
    const user = users[seller.key];
    if (user.role !== 'SELLER' && user.role !== 'ADMIN') {
      await admin(`/api/v2/users/${user.id}/roles`, {
        method: 'PUT',
        body: JSON.stringify({ role: 'SELLER', isBizOwner: false }),
      });
    }
  }
  const { data: codes } = await admin('/api/v2/codes?type=PRODUCT');

  const products = [];
  for (const [i, product] of DEMO_PRODUCTS.entries()) {
    const who = DEMO_SELLERS.find((s) => s.key === product.seller);
    const seller = await clientAs(gateway, { userId: users[who.key].id, role: 'SELLER', plan: 'STARTER', paid: false }, secret);
    // Made, then uploaded a few at a time (uploads wait on the network); the product keeps their order.
    const [thumbnailPng, ...detailPngs] = await Promise.all([
      showcasePng(product.colour, i + 1),
      ...[0, 1].map((d) => showcasePng(product.colour, 100 + i * 10 + d, { width: 600, height: 800, count: 2 })),
    ]);
    const { files, pages } = await productFiles(product, i, who.nameEn);
    const uploads = [
      ['THUMBNAIL', `thumbnail-${i + 1}.png`, 'image/png', thumbnailPng],
      ...detailPngs.map((png, d) => ['DETAIL', `detail-${i + 1}-${d + 1}.png`, 'image/png', png]),
      ...files.map((file) => ['FILE', file.name, file.contentType, file.bytes]),
    ];
    const [thumbnail, ...rest] = await mapLimited(uploads, 4, ([purpose, name, type, bytes]) => upload(gateway, seller, purpose, name, type, bytes));
    const details = rest.slice(0, detailPngs.length);
    const stored = rest.slice(detailPngs.length).map((slot, f) => ({ key: slot.key, name: files[f].name }));
    const body = {
      type: product.type,
      title: product.title,
      description: product.description,
      amount: product.amount,
      ...(product.discountAmount !== undefined && { discountAmount: product.discountAmount }),
      ...(product.discountRate !== undefined && { discountRate: product.discountRate }),
      productCode: productCodeFor(codes, product),
      thumbnailImgUrls: [thumbnail.fileUrl],
      detailImgUrls: details.map((d) => d.fileUrl),
      files: stored,
      pageCnt: pages,
      exclusiveFlag: product.exclusiveFlag ?? false,
      useFlag: product.useFlag ?? true,
      maxPersonCnt: product.maxPersonCnt ?? 0,
      startsAt: product.startsInWeeks ? workshopStart(product.startsInWeeks) : '',
    };
    const { data: created } = await seller('/api/v2/products', { method: 'POST', body: JSON.stringify(body) });
    products.push(created);
  }

  // The marketplace learns users (names, referral ids) from identity's events through Kafka: before
  // orders name referrers, wait a while at most until it shows the seller who signed in last.
  const lastSeller = DEMO_SELLERS.at(-1);
  const shown = products[DEMO_PRODUCTS.findIndex((p) => p.seller === lastSeller.key)];
  await until(async () => (await admin(`/api/v2/products/${shown.id}`)).data.user?.name === lastSeller.name, 30_000);

  let orders = 0;
  let reviews = 0;
  for (const [i, order] of DEMO_ORDERS.entries()) {
    const product = products[order.product];
    const buyer = await clientAs(gateway, { userId: users[order.buyer].id, role: 'USER', plan: 'STARTER', paid: false }, secret);
    const body = {
      ...(order.referrer && { referralId: users[order.referrer].referralId }),
      ...(product.price > 0 && { card: DEMO_CARD }),
    };
    await buyer(`/api/v2/products/${product.id}/orders`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'idempotency-key': `demo-order-${i + 1}` },
    });
    orders++;
    if (order.review) {
      await buyer(`/api/v2/users/products/${product.id}/reviews`, { method: 'POST', body: JSON.stringify(order.review) });
      reviews++;
    }
    if (order.refund) {
      await buyer(`/api/v2/users/orders/${product.id}/cancel`, {
        method: 'POST',
        body: JSON.stringify({ cancelReason: '단순 변심 (demo refund)' }),
      });
    }
  }
  log(`loaded ${products.length} demo products from ${DEMO_SELLERS.length} sellers, ${orders} orders and ${reviews} reviews`);
  return { users, products };
}
