import { describe, expect, it } from '@jest/globals';
import { screenFromLink } from '../src/features/community/api';

describe('screenFromLink', () => {
  it('reads a viewer link, absolute or relative', () => {
    expect(screenFromLink('https://screenshelf.kr/apps/a1b2?image=i9')).toEqual({ appId: 'a1b2', imageId: 'i9' });
    expect(screenFromLink(' /apps/a1b2/?image=i9&x=1 ')).toEqual({ appId: 'a1b2', imageId: 'i9' });
  });
  it('refuses anything else', () => {
    expect(screenFromLink('https://screenshelf.kr/apps/a1b2')).toBeUndefined();
    expect(screenFromLink('https://screenshelf.kr/products/p1?image=i9')).toBeUndefined();
    expect(screenFromLink('')).toBeUndefined();
  });
});
