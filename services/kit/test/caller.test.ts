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

  it('tells anonymous (401) from not allowed (403)', () => {
    expect(() => requireRole(VISITOR, 'ADMIN')).toThrow(expect.objectContaining({ errorCode: 'UNAUTHENTICATED' }));
    expect(() => requireRole(FREE_USER, 'ADMIN')).toThrow(expect.objectContaining({ errorCode: 'FORBIDDEN' }));
    expect(() => requireRole(ADMIN, 'ADMIN')).not.toThrow();
  });
});
