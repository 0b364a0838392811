import { admitCode, assertKnownCodes, knownCodesOf } from '../src/domain/codes.js';
import { admitPatterns, NOTHING_TO_DELETE_MSG, nothingToDelete } from '../src/domain/library.js';
import { storageKey } from '@screenshelf/kit/storage';

const known = knownCodesOf([
  { type: 'CATEGORY', code: '1', name: '금융', nameEn: 'Finance', description: '', parentCode: '', sort: 0 },
  { type: 'PATTERN', code: '104', name: '로그인', nameEn: 'Log in', description: '', parentCode: '50', sort: 0 },
  { type: 'COMPONENT', code: '177', name: '버튼', nameEn: 'Button', description: '', parentCode: '170', sort: 0 },
]);

describe('codes', () => {
  it('refuses unknown codes with VALIDATION_ERROR', () => {
    expect(() => assertKnownCodes(known, 'COMPONENT', ['177', '999'], 'componentCodes')).toThrow(
      expect.objectContaining({ errorCode: 'VALIDATION_ERROR', message: expect.stringContaining('999') }),
    );
    expect(() => assertKnownCodes(known, 'CATEGORY', ['1'], 'categoryCodes')).not.toThrow();
  });

  it('admits a new code under a known parent only', () => {
    expect(admitCode({ type: 'PATTERN', code: '161', name: '체크아웃', parentCode: '104' }, known)).toMatchObject({ code: '161' });
    expect(() => admitCode({ type: 'PATTERN', code: '162', name: 'x', parentCode: '1' }, known)).toThrow(
      expect.objectContaining({ errorCode: 'VALIDATION_ERROR' }),
    );
  });
});

describe('patterns', () => {
  it('keeps the given screen order and dedupes component codes', () => {
    const [pattern] = admitPatterns([{ patternName: '로그인', patternCode: '104', images: [{ url: '/a.png', componentCodes: ['177', '177'] }, { url: '/b.png' }] }]);
    expect(pattern!.images.map((i) => [i.url, i.order, i.componentCodes])).toEqual([
      ['/a.png', 0, ['177']],
      ['/b.png', 1, []],
    ]);
  });

  it.each([
    ['a pattern without a name', [{ patternName: '' }]],
    ['the same name twice', [{ patternName: 'a' }, { patternName: 'a' }]],
    ['a colour outside the palette', [{ patternName: 'a', images: [{ url: '/a.png', colors: ['#123456'] }] }]],
  ])('refuses %s', (_what, input) => {
    expect(() => admitPatterns(input)).toThrow(expect.objectContaining({ errorCode: 'VALIDATION_ERROR' }));
  });

  it('says "there is nothing to delete" when a delete has no target', () => {
    expect(nothingToDelete()).toMatchObject({ errorCode: 'NOTHING_TO_DELETE', message: NOTHING_TO_DELETE_MSG, kind: 'not_found' });
  });
});

describe('storage keys', () => {
  it.each(['../etc/passwd', 'a/../b', 'a//b', 'a b.png', ''])('refuses %j', (key) => {
    expect(() => storageKey(key)).toThrow(expect.objectContaining({ errorCode: 'VALIDATION_ERROR' }));
  });
  it('accepts a nested key', () => {
    expect(storageKey('/screens/toss/home-1.png')).toBe('screens/toss/home-1.png');
  });
});

describe('S3 storage (by configuration)', () => {
  it('presigns a PUT to the bucket with the AWS SDK presigner; the file is served at a gateway link (private bucket)', async () => {
    const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
    process.env.AWS_ACCESS_KEY_ID = 'AKIAEXAMPLEEXAMPLE';
    process.env.AWS_SECRET_ACCESS_KEY = 'example-secret-example-secret-example';
    try {
      const { s3Storage } = await import('@screenshelf/kit/storage');
      const signed = await s3Storage({ bucket: 'screens', region: 'ap-northeast-2' }).presignUpload('screens/a.png', 'image/png');
      expect(signed.method).toBe('PUT');
      expect(signed.fileUrl).toBe('/uploads/screens/a.png');
      const url = new URL(signed.uploadUrl);
      expect(url.hostname).toBe('screens.s3.ap-northeast-2.amazonaws.com');
      expect(url.pathname).toBe('/screens/a.png');
      expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    } finally {
      process.env.AWS_ACCESS_KEY_ID = saved.id;
      process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
      if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
      if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
    }
  });
});

describe('upload keys and stored links', () => {
  it('gives every upload a fresh 128-bit random key under the requested path', async () => {
    const { uploadKey } = await import('@screenshelf/kit/storage');
    const [a, b] = [uploadKey('screens/toss/login.png'), uploadKey('screens/toss/login.png')];
    expect(a).toMatch(/^screens\/toss\/login-[0-9a-f]{32}\.png$/);
    expect(a).not.toBe(b);
    expect(uploadKey('x'.repeat(300)).length).toBeLessThanOrEqual(300);
    expect(() => uploadKey('../a.png')).toThrow();
  });

  it('stores a screen by its plain /uploads key, never a signed link', async () => {
    const { canonicalImageUrl } = await import('../src/domain/library.js');
    expect(canonicalImageUrl('/uploads/a/b.png?exp=1&sig=x')).toBe('/uploads/a/b.png');
    expect(canonicalImageUrl('/uploads/a/b.png')).toBe('/uploads/a/b.png');
    expect(canonicalImageUrl('https://cdn.example.com/a.png?w=1')).toBe('https://cdn.example.com/a.png?w=1');
  });
});
