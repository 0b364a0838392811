import { blurLinks } from '../src/storage.js';

describe('blurred previews’ links (the free tier’s wall)', () => {
  const links = blurLinks('a-secret-of-at-least-thirty-two-characters');

  it('seals a screen’s key into an opaque, stable link that only the same secret opens', () => {
    const link = links.pathOf('/uploads/screens/toss/104-0-0123456789abcdef0123456789abcdef.png')!;
    expect(link).toMatch(/^\/uploads\/blur\/[\w-]+\.webp$/);
    expect(link).not.toContain('toss');
    expect(links.pathOf('/uploads/screens/toss/104-0-0123456789abcdef0123456789abcdef.png')).toBe(link);
    expect(links.screenKeyOf(link.slice('/uploads/'.length))).toBe('screens/toss/104-0-0123456789abcdef0123456789abcdef.png');
    expect(blurLinks('another-secret-of-thirty-two-characters!').screenKeyOf(link.slice('/uploads/'.length))).toBeUndefined();
  });

  it('answers nothing for other links and forged or malformed tokens', () => {
    for (const url of ['https://example.com/a.png', '/uploads/a.txt', '/uploads/../x.png', '', '/uploads/a.png?exp=1']) expect(links.pathOf(url)).toBeUndefined();
    for (const key of ['blur/short.webp', `blur/${'A'.repeat(60)}.webp`, 'screens/toss/a.png', `blur/${'A'.repeat(60)}.png`]) expect(links.screenKeyOf(key)).toBeUndefined();
  });
});
