import pino from 'pino';
import {
  createGrpcClient,
  DomainError,
  isReadOnlyMethod,
  lookupService,
  startGrpcServer,
  type RunningGrpcServer,
} from '@screenshelf/kit';
import { mintCallerToken, ADMIN } from '@screenshelf/kit/testing';
import { randomBytes } from 'node:crypto';

const SERVICE = 'screenshelf.catalog.v1.Catalog';
const SECRET = randomBytes(32).toString('hex');

describe('gRPC client retries', () => {
  let server: RunningGrpcServer;
  const calls = new Map<string, number>();

  beforeAll(async () => {
    // Every method answers UNAVAILABLE, as a service whose database is down would.
    const handlers = Object.fromEntries(
      Object.keys(lookupService('catalog.proto', SERVICE).service).map((method) => [
        method,
        async () => {
          calls.set(method, (calls.get(method) ?? 0) + 1);
          throw new DomainError('SERVICE_UNAVAILABLE', 'down', 'unavailable');
        },
      ]),
    );
    server = await startGrpcServer({
      name: 'retry-test',
      host: '127.0.0.1',
      port: 0,
      tokenSecret: SECRET,
      logger: pino({ level: 'silent' }),
      services: [{ protoFile: 'catalog.proto', service: SERVICE, handlers }],
    });
  });
  afterAll(() => server.stop());

  it('names reads and writes by method', () => {
    expect(['GetApp', 'ListCodes', 'BrowseApps', 'ResolveSession', 'PreviewPrices'].every(isReadOnlyMethod)).toBe(true);
    expect(['CreateApp', 'Subscribe', 'UpdateGroup', 'AddBookmark', 'SetLike', 'PutFile'].some(isReadOnlyMethod)).toBe(false);
  });

  it('retries a read on UNAVAILABLE, but sends a change only once', async () => {
    const client = createGrpcClient<any>('catalog.proto', SERVICE, `127.0.0.1:${server.port}`);
    const token = await mintCallerToken(ADMIN, SECRET);
    try {
      await expect(client.GetApp({ appId: 'x' }, { token })).rejects.toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE' });
      await expect(client.CreateApp({ appName: 'x' }, { token })).rejects.toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE' });
      expect(calls.get('GetApp')).toBe(3);
      expect(calls.get('CreateApp')).toBe(1);
    } finally {
      client.close();
    }
  });
});
