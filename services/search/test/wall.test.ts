import { LOCKED_PREVIEWS, lockedQueries, parseBrowseFilters, screensQuery } from '../src/domain/browse.js';

// The free tier's wall: the same filters as the page, minus the caller's window, counted.
describe('locked counts queries', () => {
  const visible = ['a1', 'a2', 'a3'];

  it('counts screens outside the window with the page’s filters, and a few links for previews', () => {
    const filters = { ...parseBrowseFilters({ type: 'MOBILE', categoryCodes: ['1'], patternCodes: ['104'] }), componentCodes: [['177'], ['178']] };
    const { screens, apps } = lockedQueries(filters, 'screens', visible);
    expect(apps).toBeUndefined();
    expect(screens.query.bool.filter).toEqual(screensQuery(filters, 'imageId').query.bool.filter);
    expect(screens.query.bool.must_not).toEqual([{ terms: { appId: visible } }]);
    expect(screens).toMatchObject({ size: LOCKED_PREVIEWS, track_total_hits: true, _source: ['url'], aggs: { apps: { cardinality: { field: 'appId' } } } });
  });

  it('counts apps on the apps index for an app browse, and their screens without screen-only codes', () => {
    const filters = { ...parseBrowseFilters({ type: 'WEBSITE', categoryCodes: ['2'], patternCodes: ['104'] }), componentCodes: [['177']] };
    const { screens, apps } = lockedQueries(filters, 'apps', visible);
    expect(apps!.query).toEqual({ bool: { filter: [{ term: { type: 'WEBSITE' } }, { terms: { categoryCodes: ['2'] } }], must_not: [{ ids: { values: visible } }] } });
    expect(JSON.stringify(screens.query)).not.toContain('patternCode');
    expect(JSON.stringify(screens.query)).not.toContain('componentCodes');
    expect(screens).not.toHaveProperty('aggs');
  });
});
