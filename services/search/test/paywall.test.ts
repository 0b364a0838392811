import { errors } from '@elastic/elasticsearch';
import { DomainError, isoDay, libraryAccess, plainText, VISITOR } from '@screenshelf/kit';
import { ADMIN, FREE_USER, PAID_USER } from '@screenshelf/kit/testing';
import { nameTokens, keywordClause, trigrams } from '../src/domain/keywords.js';
import { parseBrowseFilters } from '../src/domain/browse.js';
import { refusalOf } from '../src/grpc.js';

describe('the library access rule (kit library-access)', () => {
  const latest = { MOBILE: ['m1', 'm2', 'm3'], WEBSITE: ['w1'] };
  const access = libraryAccess(async (type) => latest[type]);

  it('lets paid members and admins (paid or not) see everything, free callers the window', async () => {
    for (const caller of [PAID_USER, ADMIN, { ...ADMIN, paid: false, plan: 'STARTER' }]) {
      expect(await access.visibleAppIds(caller)).toBeUndefined();
      expect(await access.mayView(caller, { appId: 'x', type: 'MOBILE' })).toBe(true);
    }
    for (const caller of [VISITOR, FREE_USER]) {
      expect(await access.visibleAppIds(caller)).toEqual(['m1', 'm2', 'm3', 'w1']);
      expect(await access.visibleAppIds(caller, 'WEBSITE')).toEqual(['w1']);
      expect(await access.mayView(caller, { appId: 'm2', type: 'MOBILE' })).toBe(true);
      expect(await access.mayView(caller, { appId: 'm2', type: 'WEBSITE' })).toBe(false);
      expect(await access.mayView(caller, { appId: 'x', type: 'MOBILE' })).toBe(false);
    }
  });

  it('answers a free caller the same for a hidden app and a missing one', async () => {
    const answer = (p: Promise<void>) => p.then(() => 'ok', (e: DomainError) => `${e.errorCode} ${e.kind}`);
    expect(await answer(access.assertMayView(FREE_USER, { appId: 'x', type: 'MOBILE' }))).toBe('MEMBERSHIP_REQUIRED forbidden');
    expect(await answer(access.assertMayView(FREE_USER, undefined))).toBe('MEMBERSHIP_REQUIRED forbidden');
    expect(await answer(access.assertMayView(PAID_USER, undefined))).toBe('NOT_FOUND not_found');
    expect(await answer(access.assertMayView(FREE_USER, { appId: 'm1', type: 'MOBILE' }))).toBe('ok');
  });
});

describe('bad input bounds', () => {
  it('keeps offset + limit inside the 10,000 window and MAU sane', () => {
    expect(() => parseBrowseFilters({ offset: 9981, limit: 20 })).toThrow(/not valid/);
    expect(parseBrowseFilters({ offset: 9980, limit: 20 }).offset).toBe(9980);
    expect(() => parseBrowseFilters({ minMau: 1e20 })).toThrow(/not valid/);
  });

  it('knows calendar days and refuses control characters', () => {
    expect(isoDay.safeParse('2026-02-28').success).toBe(true);
    expect(isoDay.safeParse('2024-02-29').success).toBe(true);
    for (const day of ['2026-02-30', '2026-13-01', '2026-00-10', '2026-1-1']) expect(isoDay.safeParse(day).success).toBe(false);
    expect(plainText(10).safeParse('카카오 Bank').success).toBe(true);
    for (const text of ['a\u0000b', '\u0001', 'a\u007fb', 'a\u0085', '\ud800x']) expect(plainText(10).safeParse(text).success).toBe(false);
  });

  it('maps an Elasticsearch 4xx refusal to VALIDATION_ERROR, and leaves 5xx, 404 and 429 alone', () => {
    const refused = (statusCode: number) =>
      new errors.ResponseError({ statusCode, body: { error: { root_cause: [{ reason: 'Result window is too large' }] } }, headers: {}, warnings: null, meta: {} as never });
    expect(refusalOf(refused(400))).toMatchObject({ errorCode: 'VALIDATION_ERROR', kind: 'invalid', details: { issues: [{ message: 'Result window is too large' }] } });
    for (const status of [404, 429, 500, 503]) expect(refusalOf(refused(status))).toBeUndefined();
    expect(refusalOf(new Error('x'))).toBeUndefined();
  });
});

describe('English keywords inside names', () => {
  it('stores lower-case trigrams of Latin words, marked apart from whole words', () => {
    expect(trigrams('market')).toEqual(['~mar', '~ark', '~rke', '~ket']);
    expect(nameTokens('라이트마켓', 'LightMarket')).toEqual(expect.arrayContaining(['lightmarket', '~mar', '~ket', '~lig']));
  });

  it('requires every trigram of the keyword for a match inside a word', () => {
    const clause = keywordClause('Market', false);
    expect(clause.bool.should[0]).toEqual({ bool: { must: ['~mar', '~ark', '~rke', '~ket'].map((t) => ({ term: { nameTokens: t } })) } });
    expect(JSON.stringify(keywordClause('ab', false))).not.toContain('~');
  });
});
