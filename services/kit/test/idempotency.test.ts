import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import {
  createGrpcClient,
  createPool,
  databaseUrl,
  DomainError,
  lookupService,
  migrate,
  startGrpcServer,
  type Pool,
  type RunningGrpcServer,
} from '@screenshelf/kit';
import { ADMIN, mintCallerToken, uniqueName } from '@screenshelf/kit/testing';

const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432';
const SERVICE = 'screenshelf.catalog.v1.Catalog';
const SECRET = randomBytes(32).toString('hex');

// A change called with an Idempotency-Key runs once, against the real Postgres.
describe('Idempotency-Key on gRPC changes', () => {
  const database = uniqueName('kit_idem');
  let pool: Pool;
  let server: RunningGrpcServer;
  let client: any;
  let token: string;
  let created = 0;
  let refusing = false;
  let down = false;

  beforeAll(async () => {
    const url = databaseUrl(POSTGRES_URL, database);
    await migrate(url, null);
    pool = createPool(url);
    const handlers: Record<string, (request: any) => Promise<unknown>> = Object.fromEntries(
      Object.keys(lookupService('catalog.proto', SERVICE).service).map((m) => [m, async () => ({})]),
    );
    handlers.CreateApp = async (request) => {
      if (down) throw new DomainError('SERVICE_UNAVAILABLE', 'down', 'unavailable');
      if (refusing) throw new DomainError('APP_NOT_RELEASED', 'beta', 'precondition');
      await new Promise((resolve) => setTimeout(resolve, 300)); // long enough for a twin to arrive meanwhile
      created += 1;
      return { id: `app-${created}`, name: request.name };
    };
    server = await startGrpcServer({
      name: 'idempotency-test',
      host: '127.0.0.1',
      port: 0,
      tokenSecret: SECRET,
      logger: pino({ level: 'silent' }),
      services: [{ protoFile: 'catalog.proto', service: SERVICE, handlers }],
      idempotency: { pool },
    });
    client = createGrpcClient<any>('catalog.proto', SERVICE, `127.0.0.1:${server.port}`);
    token = await mintCallerToken(ADMIN, SECRET);
  });
  afterAll(async () => {
    client?.close();
    await server?.stop();
    await pool?.end();
    const admin = new pg.Client({ connectionString: `${POSTGRES_URL}/postgres` });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
  });

  it('answers a repeat, even one sent while the first still runs, with the first result', async () => {
    const options = { token, idempotencyKey: 'create-1' };
    const [a, b] = await Promise.all([client.CreateApp({ name: 'Toss' }, options), client.CreateApp({ name: 'Toss' }, options)]);
    const c = await client.CreateApp({ name: 'Toss' }, options);
    expect(created).toBe(1);
    expect([a.id, b.id, c.id]).toEqual(['app-1', 'app-1', 'app-1']);
    // Without a key, or with another key, it is a new change.
    await client.CreateApp({ name: 'Toss' }, { token });
    await client.CreateApp({ name: 'Toss' }, { token, idempotencyKey: 'create-2' });
    expect(created).toBe(3);
  });

  it('refuses the same key for a different request', async () => {
    await expect(client.CreateApp({ name: 'Other' }, { token, idempotencyKey: 'create-1' })).rejects.toMatchObject({
      errorCode: 'IDEMPOTENCY_KEY_REUSED',
    });
  });

  it('keeps a final refusal, but lets a retry run again after a dependency outage', async () => {
    refusing = true;
    await expect(client.CreateApp({ name: 'Beta' }, { token, idempotencyKey: 'refused' })).rejects.toMatchObject({
      errorCode: 'APP_NOT_RELEASED',
    });
    refusing = false;
    await expect(client.CreateApp({ name: 'Beta' }, { token, idempotencyKey: 'refused' })).rejects.toMatchObject({
      errorCode: 'APP_NOT_RELEASED',
    });

    down = true;
    await expect(client.CreateApp({ name: 'Later' }, { token, idempotencyKey: 'outage' })).rejects.toMatchObject({
      errorCode: 'SERVICE_UNAVAILABLE',
    });
    down = false;
    const before = created;
    expect(await client.CreateApp({ name: 'Later' }, { token, idempotencyKey: 'outage' })).toMatchObject({ name: 'Later' });
    expect(created).toBe(before + 1);
  });
});
