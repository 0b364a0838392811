import { randomBytes } from 'node:crypto';
import { createRedis, sessionMirror, sessionTokenHash, SESSION_MIRROR_VALID_S } from '@screenshelf/kit';
import { uniqueName } from '@screenshelf/kit/testing';
import { waitFor } from '@screenshelf/kit/wait';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('session mirror (identity writes, the gateway reads)', () => {
  const redis = createRedis(REDIS_URL);
  const prefix = `${uniqueName('mirror')}:`;
  const mirror = sessionMirror(redis, prefix);
  const later = () => new Date(Date.now() + 30 * 86_400_000);
  beforeAll(async () => waitFor(async () => redis.status === 'ready'));
  afterAll(() => redis.disconnect());

  it('keeps a valid session for at most SESSION_MIRROR_VALID_S, and nothing personal', async () => {
    const hash = sessionTokenHash(randomBytes(32).toString('base64url'));
    await mirror.valid(hash, 'user-1', later());
    expect(await mirror.read(hash)).toEqual({ valid: true, userId: 'user-1', expiresAt: expect.any(Number) });
    const ttl = await redis.pttl(`${prefix}${hash.toString('hex')}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(SESSION_MIRROR_VALID_S * 1000);
    expect(await redis.get(`${prefix}${hash.toString('hex')}`)).toMatch(/^v\|user-1\|\d+$/);
  });

  it('never lets a valid entry replace an end (a lookup that read Postgres just before the end)', async () => {
    const hash = sessionTokenHash('token-ended');
    await mirror.valid(hash, 'user-2', later());
    await mirror.ended([hash], 'SIGNED_IN_ELSEWHERE');
    await mirror.valid(hash, 'user-2', later());
    expect(await mirror.read(hash)).toEqual({ valid: false, reason: 'SIGNED_IN_ELSEWHERE' });
  });

  it('answers nothing (ask identity) for an unknown token, an entry past its expiry, or a value it cannot read', async () => {
    expect(await mirror.read(sessionTokenHash('never-seen'))).toBeUndefined();
    const stale = sessionTokenHash('stale');
    await redis.set(`${prefix}${stale.toString('hex')}`, `v|user-3|${Date.now() - 1000}`, 'EX', 60);
    expect(await mirror.read(stale)).toBeUndefined();
    const odd = sessionTokenHash('odd');
    await redis.set(`${prefix}${odd.toString('hex')}`, 'something else', 'EX', 60);
    expect(await mirror.read(odd)).toBeUndefined();
    // A session already past its expiry is not written at all.
    const expired = sessionTokenHash('expired');
    await mirror.valid(expired, 'user-4', new Date(Date.now() - 1));
    expect(await redis.exists(`${prefix}${expired.toString('hex')}`)).toBe(0);
  });

  it('reads as "ask identity" while Redis is away, and says so when an end cannot be written', async () => {
    const away = createRedis('redis://127.0.0.1:1');
    away.on('error', () => undefined);
    try {
      const down = sessionMirror(away, prefix);
      expect(await down.read(sessionTokenHash('x'))).toBeUndefined();
      await expect(down.valid(sessionTokenHash('x'), 'u', later())).resolves.toBeUndefined();
      await expect(down.ended([sessionTokenHash('x')], 'UNKNOWN')).rejects.toThrow();
    } finally {
      away.disconnect();
    }
  });
});
