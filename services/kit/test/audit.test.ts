import pg from 'pg';
import pino from 'pino';
import {
  auditBinding,
  changedFields,
  createGrpcClient,
  createPool,
  databaseUrl,
  listAudit,
  migrate,
  recordAudit,
  startGrpcServer,
  withTransaction,
  type Pool,
  type RunningGrpcServer,
} from '@screenshelf/kit';
import { ADMIN, mintCallerToken, PAID_USER, TEST_TOKEN_SECRET, uniqueName } from '@screenshelf/kit/testing';

const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432';

// The audit log against the real Postgres: written in the write's transaction, append-only by
// trigger, listed newest first with filters, served to admins only.
describe('the audit log (kit audit.ts)', () => {
  const database = uniqueName('kit_audit');
  let pool: Pool;
  let server: RunningGrpcServer;
  let client: any;
  const actor = { ...ADMIN, email: 'admin@example.com' };

  beforeAll(async () => {
    const url = databaseUrl(POSTGRES_URL, database);
    await migrate(url, null);
    pool = createPool(url);
    server = await startGrpcServer({
      name: 'audit-test',
      port: 0,
      tokenSecret: TEST_TOKEN_SECRET,
      logger: pino({ level: 'silent' }),
      services: [auditBinding('catalog', pool)],
    });
    client = createGrpcClient('audit.proto', 'screenshelf.audit.v1.Audit', `127.0.0.1:${server.port}`);
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

  it('keeps only the changed fields, and nothing when nothing changed', () => {
    expect(changedFields({ role: 'USER', isBizOwner: false }, { role: 'SELLER', isBizOwner: false })).toEqual({
      before: { role: 'USER' },
      after: { role: 'SELLER' },
    });
    expect(changedFields({ codes: ['a'] }, { codes: ['a'] })).toBeUndefined();
  });

  it('records in the write’s transaction: a rolled back write leaves no entry', async () => {
    await withTransaction(pool, (tx) => recordAudit(tx, { actor, action: 'app.created', targetType: 'app', targetId: 'a1', after: { name: 'A' } }));
    await expect(
      withTransaction(pool, async (tx) => {
        await recordAudit(tx, { actor, action: 'app.deleted', targetType: 'app', targetId: 'a1', before: { name: 'A' } });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    const { entries, total } = await listAudit(pool, 'catalog', { limit: 10, offset: 0 });
    expect(total).toBe(1);
    expect(entries[0]).toMatchObject({ service: 'catalog', actorId: ADMIN.userId, actorEmail: 'admin@example.com', action: 'app.created', afterJson: '{"name":"A"}', beforeJson: '' });
  });

  it('never keeps card numbers, billing keys or secrets', async () => {
    await withTransaction(pool, (tx) =>
      recordAudit(tx, {
        actor,
        action: 'proxy_payment.recorded',
        targetType: 'payment',
        targetId: 'p1',
        after: { amount: 9900, cardNumber: '4111111111111111', billingKey: 'bk', nested: { clientSecret: 's', memo: 'ok' } },
      }),
    );
    const { entries } = await listAudit(pool, 'membership', { action: 'proxy_payment.recorded', limit: 10, offset: 0 });
    expect(JSON.parse(entries[0]!.afterJson)).toEqual({ amount: 9900, nested: { memo: 'ok' } });
  });

  it('refuses UPDATE, DELETE and TRUNCATE on the table, to everyone', async () => {
    await expect(pool.query("UPDATE audit_log SET action = 'edited'")).rejects.toThrow(/append-only/);
    await expect(pool.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    await expect(pool.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    expect((await listAudit(pool, 'catalog', { limit: 10, offset: 0 })).total).toBe(2);
  });

  it('lists newest first, filtered and paged, through the Audit service; admins only', async () => {
    const token = await mintCallerToken(ADMIN);
    const all = await client.ListAuditEntries({ limit: 10, offset: 0 }, { token, deadlineMs: 5000 });
    expect(all.entries.map((e: { action: string }) => e.action)).toEqual(['proxy_payment.recorded', 'app.created']);
    const page = await client.ListAuditEntries({ limit: 1, offset: 1 }, { token, deadlineMs: 5000 });
    expect(page).toMatchObject({ total: 2, entries: [{ action: 'app.created' }] });
    const filtered = await client.ListAuditEntries({ targetId: 'a1', from: all.entries[1].at, limit: 10, offset: 0 }, { token, deadlineMs: 5000 });
    expect(filtered.entries).toHaveLength(1);
    await expect(
      client.ListAuditEntries({ limit: 10, offset: 0 }, { token: await mintCallerToken(PAID_USER), deadlineMs: 5000 }),
    ).rejects.toMatchObject({ errorCode: 'FORBIDDEN' });
  });
});
