// @ts-expect-error: a plain .mjs script without types
import { generateLibrary } from '../demo/library.mjs';
// @ts-expect-error: a plain .mjs script without types
import { demoFlowsOf } from '../demo/flows.mjs';
// @ts-expect-error: a plain .mjs script without types
import { TEMPLATE_CODES } from '../demo/screens/templates.mjs';
import { admitFlow } from '../../services/catalog/src/domain/flows.js';
import { knownCodesOf, type CodeEntry } from '../../services/catalog/src/domain/codes.js';

type Pattern = { patternCode: string; patternName: string; screens: unknown[] };
type DemoFlow = {
  name: string;
  nameEn: string;
  patternCode: string;
  steps: { screen: string; label: string; labelEn: string }[];
};

// The demo's flows (issue 30): what `npm start` shows, checked against the catalog's own flow rules.
describe('demo flows (scripts/demo/flows.mjs)', () => {
  const library = generateLibrary({ seed: 42 }) as { app: { appNameEn: string }; patterns: Pattern[] }[];
  const known = knownCodesOf((TEMPLATE_CODES as string[]).map((code) => ({ type: 'PATTERN', code }) as CodeEntry));
  // Each screen stands for its id: pattern code and place in the pattern.
  const flowsOf = (patterns: Pattern[]): DemoFlow[] =>
    demoFlowsOf(patterns.map((p) => ({ ...p, screens: p.screens.map((_, i) => `${p.patternCode}:${i}`) })));

  it('gives every demo app two to four flows the catalog admits, each of its own screens, labelled in Korean and English', () => {
    for (const { app, patterns } of library) {
      const flows = flowsOf(patterns);
      expect([app.appNameEn, flows.length >= 2 && flows.length <= 4]).toEqual([app.appNameEn, true]);
      const own = new Set(patterns.flatMap((p) => p.screens.map((_, i) => `${p.patternCode}:${i}`)));
      for (const flow of flows) {
        const ids = flow.steps.map((s) => s.screen);
        expect(ids.every((id) => own.has(id))).toBe(true);
        expect(flow.steps.every((s) => s.label && s.labelEn && !/[가-힣]/.test(s.labelEn))).toBe(true);
        // The catalog's rules (2–30 steps, none twice, bounds, a known pattern) with stand-in screen ids.
        const stand = new Map(ids.map((id, i) => [id, `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`]));
        expect(() =>
          admitFlow({ ...flow, steps: flow.steps.map((s) => ({ ...s, imageId: stand.get(s.screen) })) }, known),
        ).not.toThrow();
      }
    }
  });

  it('walks a journey in the order a person meets its screens', () => {
    const flows = flowsOf([
      { patternCode: '109', patternName: '홈', screens: [1, 2] },
      { patternCode: '125', patternName: '결제', screens: [1, 2] },
      { patternCode: '124', patternName: '장바구니', screens: [1] },
      { patternCode: '123', patternName: '상품 상세', screens: [1] },
    ]);
    expect(flows[0]).toEqual({
      name: '상품 구매',
      nameEn: 'Checkout',
      patternCode: '125',
      steps: [
        { screen: '109:0', label: '홈 화면 도착', labelEn: 'Land on home' },
        { screen: '123:0', label: '상품 상세 보기', labelEn: 'View the product' },
        { screen: '124:0', label: '장바구니 확인', labelEn: 'Review the cart' },
        { screen: '125:0', label: '배송지 입력', labelEn: 'Enter the address' },
        { screen: '125:1', label: '결제 수단 선택', labelEn: 'Choose how to pay' },
      ],
    });
  });
});
