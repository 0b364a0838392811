import pino from 'pino';
import {
  createGrpcClient,
  grpcServerOptions,
  lookupService,
  startGrpcServer,
  type CallContext,
  type RunningGrpcServer,
} from '@screenshelf/kit';
import { ADMIN, mintCallerToken, waitFor } from '@screenshelf/kit/testing';
import { randomBytes } from 'node:crypto';

const SERVICE = 'screenshelf.catalog.v1.Catalog';
const SECRET = randomBytes(32).toString('hex');
const logger = pino({ level: 'silent' });

/** A catalog server whose every method records which replica answered and from which connection. */
async function replica(name: string, host: string, port: number, calls: { replica: string; peer: string }[], maxConnectionAgeMs = 0) {
  const handlers = Object.fromEntries(
    Object.keys(lookupService('catalog.proto', SERVICE).service).map((method) => [
      method,
      async (_request: unknown, ctx: CallContext) => {
        calls.push({ replica: name, peer: ctx.peer });
        return {};
      },
    ]),
  );
  return startGrpcServer({
    name,
    host,
    port,
    tokenSecret: SECRET,
    logger,
    services: [{ protoFile: 'catalog.proto', service: SERVICE, handlers }],
    connection: { maxConnectionAgeMs, maxConnectionAgeGraceMs: 1000 },
  });
}

describe('gRPC over replicas', () => {
  const servers: RunningGrpcServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop();
  });

  it('spreads calls over every address the name resolves to (round_robin)', async () => {
    const calls: { replica: string; peer: string }[] = [];
    // Two replicas on one port of two loopback addresses, as two pods behind a headless Service.
    const a = await replica('a', '127.0.0.1', 0, calls);
    servers.push(a);
    servers.push(await replica('b', '127.0.0.2', a.port, calls));
    const client = createGrpcClient<any>('catalog.proto', SERVICE, `ipv4:127.0.0.1:${a.port},127.0.0.2:${a.port}`);
    const token = await mintCallerToken(ADMIN, SECRET);
    try {
      await client.waitForReady(5000);
      for (let i = 0; i < 20; i++) await client.GetApp({ appId: String(i) }, { token });
      const byReplica = (name: string) => calls.filter((c) => c.replica === name).length;
      expect(byReplica('a') + byReplica('b')).toBe(20);
      // Round-robin alternates once both subchannels are ready; pick_first would send all 20 to one.
      expect(byReplica('a')).toBeGreaterThanOrEqual(5);
      expect(byReplica('b')).toBeGreaterThanOrEqual(5);
    } finally {
      client.close();
    }
  });

  it('bounds connection age: the client reconnects and calls go on', async () => {
    const calls: { replica: string; peer: string }[] = [];
    const server = await replica('aged', '127.0.0.1', 0, calls, 300);
    servers.push(server);
    const client = createGrpcClient<any>('catalog.proto', SERVICE, `dns:///localhost:${server.port}`);
    const token = await mintCallerToken(ADMIN, SECRET);
    try {
      await client.GetApp({ appId: 'first' }, { token });
      const first = calls[0]!.peer;
      // After the server's GOAWAY the next call arrives on a new connection (another client port).
      const peer = await waitFor(async () => {
        await client.GetApp({ appId: 'again' }, { token });
        const last = calls.at(-1)!.peer;
        return last !== first ? last : undefined;
      }, 10_000, 100);
      expect(peer).not.toBe(first);
    } finally {
      client.close();
    }
  });

  it('maps the settings to grpc-js server options', () => {
    expect(grpcServerOptions({ maxConnectionAgeMs: 120_000, maxConnectionAgeGraceMs: 10_000, keepaliveTimeMs: 30_000 })).toMatchObject({
      'grpc.max_connection_age_ms': 120_000,
      'grpc.max_connection_age_grace_ms': 10_000,
      'grpc.keepalive_time_ms': 30_000,
      'grpc.keepalive_timeout_ms': 20_000,
    });
    expect(grpcServerOptions({ maxConnectionAgeMs: 0 })).not.toHaveProperty('grpc.max_connection_age_ms');
    expect(grpcServerOptions()).toMatchObject({ 'grpc.max_connection_age_ms': 300_000 });
  });
});
