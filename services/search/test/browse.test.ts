import { VISITOR } from '@screenshelf/kit';
import { FREE_USER, PAID_USER } from '@screenshelf/kit/testing';
import { appsQuery, assertMayUseFilters, parseBrowseFilters, MEMBERSHIP_REQUIRED_MSG } from '../src/domain/browse.js';

describe('browse filters', () => {
  it('defaults to the newest MOBILE apps, 20 a page', () => {
    expect(parseBrowseFilters({})).toEqual({ sortField: 'updatedAt', categoryCodes: [], patternCodes: [], componentCodes: [], limit: 20, offset: 0, single: false, type: 'MOBILE' });
  });

  it('accepts palette colours in any case', () => {
    expect(parseBrowseFilters({ color: '#ec658b' }).color).toBe('#EC658B');
  });

  it.each([
    [{ limit: 101 }],
    [{ offset: -1 }],
    [{ minMau: 10, maxMau: 5 }],
    [{ color: '#123456' }],
    [{ sortField: 'name' }],
  ])('refuses %j', (input) => {
    expect(() => parseBrowseFilters(input)).toThrow(expect.objectContaining({ errorCode: 'VALIDATION_ERROR' }));
  });

  it('maps each filter to a query clause', () => {
    const query = appsQuery(parseBrowseFilters({ type: 'WEBSITE', categoryCodes: ['1', '2'], minMau: 100, maxMau: 900, color: '#000000', sortField: 'mau', limit: 5, offset: 10 }));
    expect(query.query.bool.filter).toEqual([
      { term: { type: 'WEBSITE' } },
      { terms: { categoryCodes: ['1', '2'] } },
      { range: { mau: { gte: 100, lte: 900 } } },
      { term: { colors: '#000000' } },
    ]);
    expect(query.sort[0]).toEqual({ mau: { order: 'desc' } });
    expect([query.from, query.size]).toEqual([10, 5]);
  });

  it('returns one item when single is set', () => {
    expect(appsQuery(parseBrowseFilters({ single: true, limit: 50 })).size).toBe(1);
  });
});

describe('MAU and colour search need a paid membership', () => {
  it.each([{ minMau: 1 }, { maxMau: 10 }, { color: '#000000' }])('refuses %j to visitors and Starter', (input) => {
    for (const caller of [VISITOR, FREE_USER]) {
      expect(() => assertMayUseFilters(parseBrowseFilters(input), caller)).toThrow(
        expect.objectContaining({ errorCode: 'MEMBERSHIP_REQUIRED', message: MEMBERSHIP_REQUIRED_MSG }),
      );
    }
  });

  it('lets paid members use them', () => {
    expect(() => assertMayUseFilters(parseBrowseFilters({ minMau: 1, color: '#000000' }), PAID_USER)).not.toThrow();
  });
});
