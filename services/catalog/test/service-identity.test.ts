import { createGrpcClient, signCallerToken, signServiceToken, type PromiseClient } from '@screenshelf/kit';
import { ADMIN, dropDatabases, FREE_USER, mintCallerToken, TEST_TOKEN_SECRET, uniqueName } from '@screenshelf/kit/testing';
import type { CatalogClient } from '@screenshelf/kit/gen/screenshelf/catalog/v1/Catalog.js';
import { SignJWT } from 'jose';
import { catalogConfig } from '../src/config.js';
import { startCatalog } from '../src/service.js';

// Search reads the catalog's snapshots as a service (role SERVICE), not as a made-up admin; a
// person's token can never carry that role.
describe('service identity against the real catalog', () => {
  const database = `catalog_${uniqueName('sid')}`;
  let catalog: Awaited<ReturnType<typeof startCatalog>>;
  let client: PromiseClient<CatalogClient>;

  beforeAll(async () => {
    catalog = await startCatalog(
      catalogConfig({
        ...process.env,
        LOG_LEVEL: 'silent',
        CATALOG_GRPC_PORT: '0',
        CATALOG_DATABASE: database,
        KAFKA_TOPIC_PREFIX: `${database}.`,
        INTERNAL_TOKEN_SECRET: TEST_TOKEN_SECRET,
      }),
    );
    client = createGrpcClient<CatalogClient>('catalog.proto', 'screenshelf.catalog.v1.Catalog', `127.0.0.1:${catalog.port}`);
  });
  afterAll(async () => {
    client?.close();
    await catalog?.stop();
    await dropDatabases([database]);
  });

  const exportApps = async (token: string) => client.ExportApps({ afterId: '', limit: 10 }, { token, deadlineMs: 5000 });

  it('answers a service the snapshots it may read, as it answers an admin', async () => {
    await expect(exportApps(await signServiceToken('search', TEST_TOKEN_SECRET))).resolves.toEqual({ apps: [], versions: [] });
    await expect(exportApps(await mintCallerToken(ADMIN))).resolves.toEqual({ apps: [], versions: [] });
  });

  it('refuses a signed-in user (403) and a service token signed with another secret (401)', async () => {
    await expect(exportApps(await mintCallerToken(FREE_USER))).rejects.toMatchObject({ errorCode: 'FORBIDDEN' });
    const forged = await signServiceToken('search', 'another-secret-that-is-long-enough-for-hs256');
    await expect(exportApps(forged)).rejects.toMatchObject({ errorCode: 'UNAUTHENTICATED' });
  });

  it('never lets a person be a service: the gateway signer refuses it, and a SERVICE role under the gateway issuer is refused', async () => {
    await expect(signCallerToken({ userId: 'u', role: 'SERVICE', plan: 'STARTER', paid: false }, TEST_TOKEN_SECRET)).rejects.toMatchObject({
      errorCode: 'FORBIDDEN',
    });
    const smuggled = await new SignJWT({ userId: 'service:search', role: 'SERVICE', plan: 'STARTER', paid: false })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('screenshelf-gateway')
      .setAudience('screenshelf-services')
      .setExpirationTime('60s')
      .sign(new TextEncoder().encode(TEST_TOKEN_SECRET));
    await expect(exportApps(smuggled)).rejects.toMatchObject({ errorCode: 'UNAUTHENTICATED' });
  });
});
