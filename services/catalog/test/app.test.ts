import { admitApp } from '../src/domain/app.js';

describe('admitApp', () => {
  it('takes a released app with defaults filled in', () => {
    expect(admitApp({ name: ' 당근 ', mau: 20_000_000, categoryCodes: ['3', '3', '7'] })).toEqual({
      type: 'MOBILE',
      name: '당근',
      nameEn: '',
      categoryCodes: ['3', '7'],
      mau: 20_000_000,
      iconUrl: '',
      storeUrl: '',
      releasedAt: '',
      description: '',
      descriptionEn: '',
    });
  });

  it.each(['BETA', 'INTERNAL'])('refuses a %s app with APP_NOT_RELEASED', (releaseStatus) => {
    expect(() => admitApp({ name: 'x', releaseStatus })).toThrow(expect.objectContaining({ errorCode: 'APP_NOT_RELEASED' }));
  });

  it.each([
    ['an empty name', { name: '' }],
    ['a negative MAU', { name: 'x', mau: -1 }],
    ['a fractional MAU', { name: 'x', mau: 1.5 }],
    ['an unknown type', { name: 'x', type: 'TABLET' }],
    ['a malformed release date', { name: 'x', releasedAt: '2024/01/01' }],
  ])('refuses %s with VALIDATION_ERROR', (_what, input) => {
    expect(() => admitApp(input)).toThrow(expect.objectContaining({ errorCode: 'VALIDATION_ERROR' }));
  });
});
