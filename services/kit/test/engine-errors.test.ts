import { createServer, type AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import {
  createGrpcClient,
  createLogger,
  createPool,
  type DomainError,
  httpStatusOfKind,
  startGrpcServer,
  type Pool,
  type RunningGrpcServer,
} from '@screenshelf/kit';
import type { IdentityClient } from '@screenshelf/kit/gen/screenshelf/identity/v1/Identity.js';
import { FREE_USER, mintCallerToken, TEST_TOKEN_SECRET } from '@screenshelf/kit/testing';

/**
 * What a handler's database refuses because of the caller's values is a 400 VALIDATION_ERROR; a
 * fault of ours (bad SQL) stays an internal 500. Against the real Postgres.
 */
describe('a gRPC call whose input the database refuses', () => {
  const logger = createLogger('test', 'silent');
  let pool: Pool;
  let server: RunningGrpcServer;
  let client: ReturnType<typeof createGrpcClient<IdentityClient>>;
  // Every method runs the SQL the request names, with the request's value.
  const SQL: Record<string, string> = {
    'impossible-date': 'SELECT $1::date',
    'not-a-uuid': 'SELECT $1::uuid',
    nul: 'SELECT $1::text',
    'numeric-overflow': 'SELECT $1::int',
    'a bug': 'SELEC $1',
    'missing table': 'SELECT * FROM no_such_table WHERE x = $1',
  };

  beforeAll(async () => {
    pool = createPool(`${process.env.POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432'}/postgres`, 2);
    server = await startGrpcServer({
      name: 'engine-errors',
      port: 0,
      tokenSecret: TEST_TOKEN_SECRET,
      logger,
      services: [
        {
          protoFile: 'identity.proto',
          service: 'screenshelf.identity.v1.Identity',
          handlers: new Proxy(
            {},
            {
              get: () => async (request: { email: string }) => {
                const [kind, value] = request.email.split('|') as [string, string];
                await pool.query(SQL[kind]!, [value]);
                return {};
              },
            },
          ),
        },
      ],
    });
    client = createGrpcClient<IdentityClient>('identity.proto', 'screenshelf.identity.v1.Identity', `127.0.0.1:${server.port}`);
  });
  afterAll(async () => {
    client?.close();
    await server?.stop();
    await pool?.end();
  });

  const outcome = async (kind: string, value: string) => {
    try {
      await client.ValidateUser({ email: `${kind}|${value}` }, { token: await mintCallerToken(FREE_USER) });
      return 'accepted';
    } catch (error) {
      // The client hands back the service's DomainError.
      const refused = error as DomainError;
      return `${httpStatusOfKind[refused.kind]} ${refused.errorCode}`;
    }
  };

  it.each([
    ['impossible-date', '2026-02-30'],
    ['not-a-uuid', 'abc'],
    ['nul', 'a\u0000b'],
    ['numeric-overflow', '99999999999'],
  ])('answers %s (%s) with 400 VALIDATION_ERROR', async (kind, value) => {
    expect(await outcome(kind, value)).toBe('400 VALIDATION_ERROR');
  });

  it.each([['a bug'], ['missing table']])('keeps %s an internal 500', async (kind) => {
    expect(await outcome(kind, '1')).toBe('500 SERVER_ERROR');
  });
});

describe('where a gRPC server listens', () => {
  const logger = createLogger('test', 'silent');

  it('listens on loopback only unless told otherwise', async () => {
    const server = await startGrpcServer({ name: 'loopback', port: 0, tokenSecret: TEST_TOKEN_SECRET, logger, services: [] });
    try {
      expect(server.host).toBe('127.0.0.1');
      // The port is taken on loopback, and still free on every other interface of this machine.
      const others = Object.values(networkInterfaces())
        .flat()
        .filter((i) => i && i.family === 'IPv4' && !i.internal)
        .map((i) => i!.address);
      for (const address of others) expect(await canListen(address, server.port)).toBe(true);
      expect(await canListen('127.0.0.1', server.port)).toBe(false);
    } finally {
      await server.stop();
    }
  });
});

/** Whether a TCP server can bind `host:port` right now. */
function canListen(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => {
      const bound = (probe.address() as AddressInfo).port === port;
      probe.close(() => resolve(bound));
    });
  });
}
