import sharp from 'sharp';
import { OcrUnavailable, tesseractReader, tidyText } from '../src/ocr.js';

/** A white screen with dark lines of text (sharp's SVG text in Noto Sans CJK). */
async function textPng(lines: string[], format: 'png' | 'webp' = 'png') {
  const text = lines
    .map((line, i) => `<text x="20" y="${60 + i * 60}" font-family="Noto Sans CJK KR, sans-serif" font-size="24" fill="#111">${line}</text>`)
    .join('');
  const image = sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="390" height="${80 + lines.length * 60}"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`));
  return format === 'png' ? image.png().toBuffer() : image.webp().toBuffer();
}

describe('tidyText', () => {
  it('keeps one line per line of text, spaces collapsed, blank lines dropped', () => {
    expect(tidyText('  결제하기 \n\n\nSign   in\twith \n \f')).toBe('결제하기\nSign in with');
    expect(tidyText('\n \n')).toBe('');
  });
});

describe('tesseractReader (Debian Tesseract, kor+eng)', () => {
  const read = tesseractReader();

  it('reads Korean and English words from a generated screen', async () => {
    const text = await read(await textPng(['결제하기', 'Sign in with Apple']));
    expect(text).toContain('결제하기');
    expect(text).toContain('Sign in with Apple');
  });

  it('reads any format sharp decodes (WebP), and nothing from a blank screen', async () => {
    expect(await read(await textPng(['장바구니'], 'webp'))).toContain('장바구니');
    expect(await read(await sharp({ create: { width: 60, height: 120, channels: 3, background: '#4166ED' } }).png().toBuffer())).toBe('');
  });

  it('says when Tesseract is missing, and fails on bytes that are not an image', async () => {
    await expect(tesseractReader('tesseract-not-installed')(await textPng(['x']))).rejects.toBeInstanceOf(OcrUnavailable);
    await expect(read(new Uint8Array([1, 2, 3]))).rejects.toThrow();
  });
});
