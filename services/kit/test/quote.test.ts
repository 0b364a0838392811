import { cleanScreenText, cutAtWord } from '../src/quote.js';

// Tesseract 5 (kor+eng, --psm 4, as catalog/src/ocr.ts runs it) on a drawn checkout screen: the
// status bar, the back arrow and menu icon, a misread amount.
const TESSERACT_KO = '9:41                                  ㆍ ~\n\n<주문/결제                            =\n\n배송지 서울특별시 강남구 테헤란로 123\n\n결제 BY 12,9008!\n\n0원 결제하기\n';

// What a recogniser returns for a phone screen: the status bar, icons read as letters, dividers.
const CHECKOUT_KO = [
  '9:41 ..ll ? ■',
  '< 주문/결제',
  '|| 〓 ::',
  '배송지  서울특별시 강남구 테헤란로 123',
  '— — — — —',
  '주문 상품 1개',
  '결제 금액 12,900원',
  '[ 12,900원 결제하기 ]',
  '• • •',
  'l I |',
].join('\n');

const LOGIN_EN = ['9:41', '..ll ? ■', '<', 'Welcome back', 'Email', 'name@example.com', '*********', 'Sign in', '———', 'Forgot password?', '@ & %'].join('\n');

describe('cleanScreenText', () => {
  it('drops the status bar and icons from Tesseract’s reading of a checkout screen', () => {
    expect(cleanScreenText(TESSERACT_KO)).toBe('주문/결제 배송지 서울특별시 강남구 테헤란로 123 결제 BY 12,9008! 0원 결제하기');
  });

  it('keeps the words of a Korean screen and drops the status bar, icons and dividers', () => {
    expect(cleanScreenText(CHECKOUT_KO)).toBe('주문/결제 배송지 서울특별시 강남구 테헤란로 123 주문 상품 1개 결제 금액 12,900원 12,900원 결제하기');
  });

  it('keeps the words of an English screen', () => {
    expect(cleanScreenText(LOGIN_EN)).toBe('Welcome back Email name@example.com Sign in Forgot password?');
  });

  it('keeps a one-syllable Korean label and drops single stray letters', () => {
    expect(cleanScreenText('홈\nl\n검색\n| |\n마이')).toBe('홈 검색 마이');
  });

  it('answers an empty string for a screen with nothing to read', () => {
    expect(cleanScreenText('9:41\n■ ▲ ●\n—\n')).toBe('');
    expect(cleanScreenText('')).toBe('');
  });
});

describe('cutAtWord', () => {
  it('leaves short text whole, on one line', () => {
    expect(cutAtWord('  결제 금액\n12,900원 ', 80)).toBe('결제 금액 12,900원');
  });

  it('cuts at the last space before the limit, never inside a word', () => {
    const cut = cutAtWord('Welcome back Email name@example.com Sign in Forgot password?', 30);
    expect(cut).toBe('Welcome back Email…');
    expect([...cut].length).toBeLessThanOrEqual(30);
    expect(cutAtWord('주문 상품 1개 결제 금액 12,900원 결제하기', 14)).toBe('주문 상품 1개 결제…');
  });

  it('cuts a long run without spaces at the limit', () => {
    expect(cutAtWord('가'.repeat(50), 10)).toBe(`${'가'.repeat(9)}…`);
  });
});
