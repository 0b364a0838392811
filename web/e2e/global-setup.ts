import type { FullConfig } from '@playwright/test';
// @ts-expect-error -- a plain ES module of scripts/, without type declarations
import { ensureFixtures } from '../../scripts/e2e-fixtures.mjs';

/** Once before the tests: the e2e stack answers (on its namespace's port), and the catalog has the apps the tests need. */
export default async function globalSetup(config: FullConfig) {
  const baseUrl = config.projects[0]!.use.baseURL!;
  const health = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(5000) }).catch(() => undefined);
  if (!health?.ok) throw new Error(`${baseUrl} is not answering /healthz: start the e2e stack with \`node scripts/e2e.mjs --up\` (or run \`node scripts/e2e.mjs --start\`)`);
  if (await ensureFixtures(baseUrl)) console.log('added the fixture apps the tests need');
}
