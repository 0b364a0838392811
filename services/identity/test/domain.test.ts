import {
  accessTokenExpiry,
  accessTokenLimitReached,
  displayPrefixOf,
  isExpired,
  looksLikeAccessToken,
  MAX_LIVE_ACCESS_TOKENS,
  newAccessTokenSecret,
} from '../src/domain/access-token.js';
import { expiryFrom, hashToken, newToken, sessionProblemOf, shouldExtend } from '../src/domain/session.js';
import { normaliseEmail, pageOf, parseRoleChange, profileChanged, profileFromClaims, roleAtRegistration } from '../src/domain/user.js';

describe('profileFromClaims', () => {
  it('keeps email, name and an https profile image from the provider', () => {
    expect(
      profileFromClaims('https://accounts.google.com', {
        sub: '1234',
        email: ' Mina@Example.COM ',
        email_verified: true,
        name: ' 김민아 ',
        picture: 'https://lh3.googleusercontent.com/a/x',
      }),
    ).toEqual({
      issuer: 'https://accounts.google.com',
      subject: '1234',
      email: 'mina@example.com',
      emailVerified: true,
      name: '김민아',
      image: 'https://lh3.googleusercontent.com/a/x',
    });
  });

  it('names a person after their email when the provider gives no name, and drops a non-https image', () => {
    const profile = profileFromClaims('i', { sub: 's', email: 'jo@example.com', picture: 'http://insecure/x.png', email_verified: 'false' });
    expect(profile).toMatchObject({ name: 'jo', image: '', emailVerified: false });
  });

  it('refuses an account without an email (EMAIL) and claims without a subject', () => {
    expect(() => profileFromClaims('i', { sub: 's' })).toThrow(expect.objectContaining({ errorCode: 'EMAIL' }));
    expect(() => profileFromClaims('i', { email: 'a@b.c' })).toThrow(expect.objectContaining({ errorCode: 'SIGN_IN_FAILED' }));
  });

  it('keeps no control character a provider sends (Postgres refuses NUL) and bounds the name', () => {
    const profile = profileFromClaims('i', { sub: 's', email: 'a@b.c', name: `Mi\u0000na\u0007 ${'x'.repeat(200)}`, picture: 'https://x/\u0000.png' });
    expect(profile.name).toBe(`Mina ${'x'.repeat(95)}`);
    expect(profile.image).toBe('');
    expect(() => profileFromClaims('i', { sub: 's\u0000', email: 'a@b.c' })).toThrow(expect.objectContaining({ errorCode: 'SIGN_IN_FAILED' }));
    expect(() => profileFromClaims('i', { sub: 's', email: 'a\u0000@b.c' })).toThrow(expect.objectContaining({ errorCode: 'VALIDATION_ERROR' }));
  });
});

describe('profileChanged', () => {
  const profile = { issuer: 'i', subject: 's', email: 'a@b.c', emailVerified: true, name: 'A', image: '' };
  const row = { issuer: 'i', subject: 's', email: 'a@b.c', email_verified: true, name: 'A', image: '' };

  it('writes nothing for a sign-in that brings nothing new, and notices any kept field', () => {
    expect(profileChanged(row, profile)).toBe(false);
    expect(profileChanged({ ...row, subject: 'other' }, profile)).toBe(true);
    expect(profileChanged({ ...row, email_verified: false }, profile)).toBe(true);
    expect(profileChanged(row, { ...profile, image: 'https://x/me.png' })).toBe(true);
  });
});

describe('normaliseEmail', () => {
  it.each([undefined, '', '   '])('asks for the email when it is %p (EMAIL, "Enter the email.")', (value) => {
    expect(() => normaliseEmail(value)).toThrow(expect.objectContaining({ errorCode: 'EMAIL', message: 'Enter the email.' }));
  });
  it('refuses a malformed email and lower-cases a good one', () => {
    expect(() => normaliseEmail('not-an-email')).toThrow(expect.objectContaining({ errorCode: 'VALIDATION_ERROR' }));
    expect(() => normaliseEmail('a\u0000b@c.d')).toThrow(expect.objectContaining({ errorCode: 'VALIDATION_ERROR' }));
    expect(() => normaliseEmail(`${'a'.repeat(250)}@b.co`)).toThrow(expect.objectContaining({ errorCode: 'VALIDATION_ERROR' }));
    expect(normaliseEmail(' A@B.Co ')).toBe('a@b.co');
  });
});

describe('sessions', () => {
  const now = new Date('2026-01-10T00:00:00Z');
  const live = { expiresAt: expiryFrom(now, 30), endedAt: null, endReason: null };

  it('says why a session no longer counts', () => {
    expect(sessionProblemOf(live, now)).toBe('');
    expect(sessionProblemOf(undefined, now)).toBe('UNKNOWN');
    expect(sessionProblemOf({ ...live, expiresAt: now }, now)).toBe('EXPIRED');
    expect(sessionProblemOf({ ...live, endedAt: now, endReason: 'SIGNED_IN_ELSEWHERE' }, now)).toBe('SIGNED_IN_ELSEWHERE');
    expect(sessionProblemOf({ ...live, endedAt: now, endReason: 'SIGNED_OUT' }, now)).toBe('UNKNOWN');
  });

  it('slides the expiry at most once a day', () => {
    expect(shouldExtend(live, new Date(now.getTime() + 3_600_000), 30)).toBe(false);
    expect(shouldExtend(live, new Date(now.getTime() + 25 * 3_600_000), 30)).toBe(true);
  });

  it('makes 32-byte tokens and stores only their sha256', () => {
    const token = newToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hashToken(token)).toHaveLength(32);
    expect(hashToken(token).equals(hashToken(token))).toBe(true);
  });
});

describe('roles and paging', () => {
  it('makes the configured emails admins at registration', () => {
    expect(roleAtRegistration('boss@example.com', ['boss@example.com'])).toBe('ADMIN');
    expect(roleAtRegistration('someone@example.com', ['boss@example.com'])).toBe('USER');
  });

  it('takes USER, SELLER or ADMIN with isBizOwner and nothing else', () => {
    const userId = '00000000-0000-4000-8000-000000000001';
    expect(parseRoleChange({ userId, role: 'SELLER', isBizOwner: true })).toEqual({ userId, role: 'SELLER', isBizOwner: true });
    expect(() => parseRoleChange({ userId, role: 'ROOT', isBizOwner: false })).toThrow(expect.objectContaining({ errorCode: 'VALIDATION_ERROR' }));
    expect(() => parseRoleChange({ userId: 'x', role: 'USER', isBizOwner: false })).toThrow(expect.objectContaining({ errorCode: 'VALIDATION_ERROR' }));
  });

  it('bounds pages', () => {
    expect(pageOf(0, 0)).toEqual({ limit: 20, offset: 0 });
    expect(pageOf(500, 40)).toEqual({ limit: 100, offset: 40 });
    expect(() => pageOf(-1, 0)).toThrow(expect.objectContaining({ errorCode: 'VALIDATION_ERROR' }));
  });
});

describe('personal access tokens', () => {
  it('makes ssp_ secrets of 32 random bytes and shows only their first characters', () => {
    const secret = newAccessTokenSecret();
    expect(secret).toMatch(/^ssp_[A-Za-z0-9_-]{43}$/);
    expect(newAccessTokenSecret()).not.toBe(secret);
    expect(displayPrefixOf(secret)).toBe(secret.slice(0, 8));
  });

  it('looks up only what can be one of its secrets', () => {
    expect(looksLikeAccessToken(newAccessTokenSecret())).toBe(true);
    for (const value of ['', 'ssp_', 'ssp_short', `ghp_${'a'.repeat(43)}`, `ssp_${'a'.repeat(44)}`, `ssp_${'a'.repeat(42)}!`]) expect(looksLikeAccessToken(value)).toBe(false);
  });

  it('expires after the days asked for, or never (0)', () => {
    const now = new Date('2026-01-10T00:00:00Z');
    expect(accessTokenExpiry(now, 30)).toEqual(new Date('2026-02-09T00:00:00Z'));
    expect(accessTokenExpiry(now, 0)).toBeNull();
    expect(isExpired(null, now)).toBe(false);
    expect(isExpired(now, now)).toBe(true);
    expect(isExpired(new Date(now.getTime() + 1), now)).toBe(false);
  });

  it('names its limit in ACCESS_TOKEN_LIMIT', () => {
    expect(MAX_LIVE_ACCESS_TOKENS).toBe(10);
    expect(accessTokenLimitReached()).toMatchObject({ errorCode: 'ACCESS_TOKEN_LIMIT', kind: 'conflict', message: expect.stringContaining('10') });
  });
});
