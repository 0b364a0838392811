import { jest } from '@jest/globals';
import { SignJWT } from 'jose';
import { signCallerToken, verifyCallerToken, requireRole, VISITOR, DomainError } from '@screenshelf/kit';
import { ADMIN, FREE_USER } from '@screenshelf/kit/testing';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

describe('caller token', () => {
  it('round-trips the caller', async () => {
    const token = await signCallerToken(ADMIN, SECRET);
    await expect(verifyCallerToken(token, SECRET)).resolves.toEqual(ADMIN);
  });

  it('refuses a token signed with another secret, a bare header and an expired token', async () => {
    const forged = await signCallerToken(ADMIN, 'another-secret-that-is-long-enough-for-hs256');
    await expect(verifyCallerToken(forged, SECRET)).rejects.toMatchObject({ errorCode: 'UNAUTHENTICATED' });
    await expect(verifyCallerToken('', SECRET)).rejects.toBeInstanceOf(DomainError);
    const expired = await new SignJWT({ ...ADMIN })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('screenshelf-gateway')
      .setAudience('screenshelf-services')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode(SECRET));
    await expect(verifyCallerToken(expired, SECRET)).rejects.toMatchObject({ errorCode: 'UNAUTHENTICATED' });
  });

  it('mints the same token once per caller and second (the bytes it would make again), and still refuses it once expired', async () => {
    // Its own secret: tokens minted by the other tests (at the real time) are remembered under theirs.
    const SECRET = 'a-second-test-secret-long-enough-for-hs256';
    jest.useFakeTimers({ now: new Date('2026-11-23T00:00:00Z'), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const first = await signCallerToken(ADMIN, SECRET);
      expect(await signCallerToken({ ...ADMIN }, SECRET)).toBe(first);
      expect(await signCallerToken(FREE_USER, SECRET)).not.toBe(first);
      expect(await signCallerToken(ADMIN, 'another-secret-that-is-long-enough-for-hs256')).not.toBe(first);
      await expect(verifyCallerToken(first, SECRET)).resolves.toEqual(ADMIN);
      // Remembered as verified under this secret only.
      await expect(verifyCallerToken(first, 'another-secret-that-is-long-enough-for-hs256')).rejects.toMatchObject({ errorCode: 'UNAUTHENTICATED' });
      jest.setSystemTime(new Date('2026-11-23T00:00:00.999Z'));
      expect(await signCallerToken(ADMIN, SECRET)).toBe(first);
      jest.setSystemTime(new Date('2026-11-23T00:00:01Z'));
      const second = await signCallerToken(ADMIN, SECRET);
      expect(second).not.toBe(first);
      jest.setSystemTime(new Date('2026-11-23T00:01:00Z'));
      // `first` (issued at 00:00:00) has expired; `second` (00:00:01) lives until 00:01:01.
      await expect(verifyCallerToken(first, SECRET)).rejects.toMatchObject({ errorCode: 'UNAUTHENTICATED' });
      await expect(verifyCallerToken(second, SECRET)).resolves.toEqual(ADMIN);
    } finally {
      jest.useRealTimers();
    }
  });

  it('tells anonymous (401) from not allowed (403)', () => {
    expect(() => requireRole(VISITOR, 'ADMIN')).toThrow(expect.objectContaining({ errorCode: 'UNAUTHENTICATED' }));
    expect(() => requireRole(FREE_USER, 'ADMIN')).toThrow(expect.objectContaining({ errorCode: 'FORBIDDEN' }));
    expect(() => requireRole(ADMIN, 'ADMIN')).not.toThrow();
  });
});
