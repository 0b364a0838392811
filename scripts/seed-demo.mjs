// A little demo data for `npm start`: a handful of well-known Korean apps and websites, added
// through the gateway like an admin would, once (skipped when the library already has apps).
import { signCallerToken } from '../services/kit/dist/caller.js';

const DEMO_APPS = [
  { appName: '토스', appNameEn: 'Toss', type: 'MOBILE', categoryCodes: ['finance'], mau: 15_000_000 },
  { appName: '당근', appNameEn: 'Karrot', type: 'MOBILE', categoryCodes: ['shopping'], mau: 19_000_000 },
  { appName: '배달의민족', appNameEn: 'Baemin', type: 'MOBILE', categoryCodes: ['food'], mau: 20_000_000 },
  { appName: '카카오뱅크', appNameEn: 'KakaoBank', type: 'MOBILE', categoryCodes: ['finance'], mau: 17_000_000 },
  { appName: '무신사', appNameEn: 'Musinsa', type: 'WEBSITE', categoryCodes: ['shopping'], mau: 6_000_000 },
  { appName: '오늘의집', appNameEn: 'Ohouse', type: 'WEBSITE', categoryCodes: ['lifestyle'], mau: 5_000_000 },
];

export async function seedDemo(gateway) {
  const token = await signCallerToken(
    { userId: '00000000-0000-4000-8000-00000000ad01', role: 'ADMIN', plan: 'GROUP_PRO', paid: true },
    process.env.INTERNAL_TOKEN_SECRET ?? 'screenshelf-local-internal-token-secret-change-me',
  );
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  for (const type of ['MOBILE', 'WEBSITE']) {
    const existing = await fetch(`${gateway}/api/v2/apps?type=${type}&limit=1`, { headers }).then((r) => r.json());
    if (existing.data?.length) return;
  }
  for (const app of DEMO_APPS) {
    const res = await fetch(`${gateway}/api/v2/apps`, { method: 'POST', headers, body: JSON.stringify(app) });
    if (!res.ok) throw new Error(`${app.appName}: ${res.status} ${await res.text()}`);
  }
  console.log(`loaded ${DEMO_APPS.length} demo apps`);
}
