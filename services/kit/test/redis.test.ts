import { connect, createServer, type Socket } from 'node:net';
import { createRedis } from '@screenshelf/kit';
import { waitFor } from '@screenshelf/kit/testing';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('Redis client', () => {
  it('fails a command while Redis is unreachable instead of queueing it until Redis returns', async () => {
    const redis = createRedis('redis://127.0.0.1:1'); // nothing listens on port 1
    redis.on('error', () => undefined);
    try {
      // Refused for want of a connection, not queued to wait for Redis to come back (no timed check:
      // the error says which).
      await expect(redis.get('anything')).rejects.toThrow(/max retries per request|enableOfflineQueue/);
    } finally {
      redis.disconnect();
    }
  });

  it('works normally once connected', async () => {
    const redis = createRedis(REDIS_URL);
    try {
      await waitFor(async () => redis.status === 'ready');
      await redis.set('kit-test:redis', 'ok', 'EX', 10);
      expect(await redis.get('kit-test:redis')).toBe('ok');
    } finally {
      redis.disconnect();
    }
  });

  it('gives up on a command within a second when Redis stops answering mid-connection', async () => {
    // A proxy in front of the real Redis that, once told, swallows everything (a frozen server).
    const { hostname, port } = new URL(REDIS_URL);
    let frozen = false;
    const sockets: Socket[] = [];
    const proxy = createServer((client) => {
      const upstream = connect(Number(port), hostname);
      sockets.push(client, upstream);
      client.on('data', (chunk) => frozen || upstream.write(chunk));
      upstream.on('data', (chunk) => frozen || client.write(chunk));
      client.on('error', () => undefined);
      upstream.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const redis = createRedis(`redis://127.0.0.1:${(proxy.address() as { port: number }).port}`);
    redis.on('error', () => undefined);
    try {
      await waitFor(async () => redis.status === 'ready');
      expect(await redis.ping()).toBe('PONG');
      frozen = true;
      await expect(redis.get('anything')).rejects.toThrow(/timed out/i);
    } finally {
      redis.disconnect();
      for (const socket of sockets) socket.destroy();
      proxy.close();
    }
  });

  it('once it has been ready, fails a command at once while Redis is away (no queue to wait in)', async () => {
    const { hostname, port } = new URL(REDIS_URL);
    const sockets: Socket[] = [];
    const proxy = createServer((client) => {
      const upstream = connect(Number(port), hostname);
      sockets.push(client, upstream);
      client.pipe(upstream).pipe(client);
      client.on('error', () => undefined);
      upstream.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const proxyPort = (proxy.address() as { port: number }).port;
    const redis = createRedis(`redis://127.0.0.1:${proxyPort}`);
    redis.on('error', () => undefined);
    try {
      await waitFor(async () => redis.status === 'ready');
      // Redis goes away: the listener closes and every connection drops.
      await new Promise<void>((resolve) => {
        proxy.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
      await waitFor(async () => redis.status !== 'ready');
      await expect(redis.get('anything')).rejects.toThrow(/enableOfflineQueue/);
    } finally {
      redis.disconnect();
    }
  });
});
