import * as grpc from '@grpc/grpc-js';
import pino from 'pino';
import {
  createGrpcClient,
  grpcServerOptions,
  lookupService,
  startGrpcServer,
  type RunningGrpcServer,
} from '@screenshelf/kit';
import { ADMIN, mintCallerToken, waitFor } from '@screenshelf/kit/testing';
import { randomBytes } from 'node:crypto';

const SERVICE = 'screenshelf.catalog.v1.Catalog';
const SECRET = randomBytes(32).toString('hex');
const logger = pino({ level: 'silent' });

/** A catalog server whose every method records which replica answered. */
async function replica(name: string, host: string, port: number, calls: { replica: string }[], maxConnectionAgeMs = 0) {
  const handlers = Object.fromEntries(
    Object.keys(lookupService('catalog.proto', SERVICE).service).map((method) => [
      method,
      async () => {
        calls.push({ replica: name });
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
    const calls: { replica: string }[] = [];
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

  it('bounds connection age: the server closes an old connection, the client reconnects and calls go on', async () => {
    const calls: { replica: string }[] = [];
    const server = await replica('aged', '127.0.0.1', 0, calls, 300);
    servers.push(server);
    // A bare channel to watch: READY, then (the server's GOAWAY at 300 ms) no longer READY.
    const channel = new grpc.Client(`dns:///localhost:${server.port}`, grpc.credentials.createInsecure());
    const client = createGrpcClient<any>('catalog.proto', SERVICE, `dns:///localhost:${server.port}`);
    const token = await mintCallerToken(ADMIN, SECRET);
    try {
      await new Promise<void>((resolve, reject) => channel.waitForReady(Date.now() + 5000, (e) => (e ? reject(e) : resolve())));
      const ch = channel.getChannel();
      expect(ch.getConnectivityState(false)).toBe(grpc.connectivityState.READY);
      const next = await new Promise<grpc.connectivityState>((resolve, reject) =>
        ch.watchConnectivityState(grpc.connectivityState.READY, Date.now() + 5000, (e) => (e ? reject(e) : resolve(ch.getConnectivityState(false)))),
      );
      expect(next).not.toBe(grpc.connectivityState.READY);
      // The service client keeps working across its own connections' ends: a call every 100 ms for
      // longer than a few connection ages, none failing.
      await waitFor(async () => {
        await client.GetApp({ appId: 'x' }, { token });
        return calls.length >= 10;
      }, 10_000, 100);
    } finally {
      channel.close();
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
