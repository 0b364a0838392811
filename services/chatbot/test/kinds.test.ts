import { checkCitations } from '../src/domain/citations.js';
import { COMPOSED_NOTE, composePlan, type AnswerPlan, type PriceFacts } from '../src/domain/composer.js';
import type { SourceItem } from '../src/domain/items.js';
import { modelMessages } from '../src/domain/prompt.js';
import { isFollowUp, questionKind, type Reading } from '../src/domain/question.js';

const HANGUL = /\p{Script=Hangul}/u;

const reading = (extra: Partial<Reading> = {}): Reading => ({
  understood: [],
  patternCodes: [],
  componentCodes: [],
  categoryCodes: [],
  appIds: [],
  type: '',
  rest: '',
  known: false,
  ...extra,
});
const checkout = reading({
  patternCodes: ['125'],
  understood: [{ type: 'PATTERN', code: '125', name: '결제', nameEn: 'Checkout', text: 'checkout' }],
});
const twoApps = reading({
  appIds: ['a1', 'a2'],
  understood: [
    { type: 'APP', code: 'a1', name: '토스', nameEn: 'Toss', text: 'Toss' },
    { type: 'APP', code: 'a2', name: '카카오뱅크', nameEn: 'KakaoBank', text: 'KakaoBank' },
  ],
});

describe('questionKind: what a question asks for', () => {
  it.each([
    ['checkout with a bottom sheet', 'SCREENS', checkout],
    ['결제 화면 바텀시트', 'SCREENS', checkout],
    ['and on the web?', 'SCREENS', reading({ type: 'WEBSITE' })],
    ['screens that say Welcome back', 'SCREENS', reading({ rest: 'Welcome back', known: true })],
    ['compare Toss and KakaoBank', 'COMPARE', twoApps],
    ['토스와 카카오뱅크 비교해줘', 'COMPARE', twoApps],
    ['Toss vs KakaoBank', 'COMPARE', twoApps],
    ['Toss and KakaoBank screens', 'SCREENS', twoApps],
    ['any UI kit templates?', 'PRODUCTS', reading({ rest: 'kit templates', known: true })],
    ['핀테크 UI 키트 템플릿 있어?', 'PRODUCTS', reading()],
    ['checkout templates', 'PRODUCTS', checkout],
    ['how much is a membership?', 'MEMBERSHIP', reading()],
    ['What does a free account include?', 'MEMBERSHIP', reading()],
    ['멤버십 가격이 얼마예요?', 'MEMBERSHIP', reading()],
    ['무료 계정은 앱을 몇 개 볼 수 있나요?', 'MEMBERSHIP', reading()],
    ['subscription screens', 'SCREENS', reading({ patternCodes: ['131'] })],
    ['how do I export screens to Figma?', 'HOW_TO', reading({ rest: 'export figma', known: true })],
    ['스크린쉘프 플러그인 사용법 알려줘', 'HOW_TO', reading()],
    ['how do I design a login screen?', 'SCREENS', reading({ patternCodes: ['104'] })],
    ['the sign-up flow of a bank with phone verification', 'FLOWS', reading({ patternCodes: ['104'], categoryCodes: ['3'], rest: 'phone verification', known: true })],
    ['결제 플로우 보여줘', 'FLOWS', checkout],
    ['checkout flow templates', 'PRODUCTS', checkout],
    ['flow of blorfendash', 'NOTHING', reading({ rest: 'blorfendash' })],
    ['blorfendash quantum zibble', 'NOTHING', reading({ rest: 'blorfendash quantum zibble' })],
    ['what is the weather in Seoul tomorrow?', 'NOTHING', reading({ rest: 'weather Seoul tomorrow', known: true })],
    ['오늘 점심 메뉴 추천해줘', 'NOTHING', reading({ rest: '오늘 점심 메뉴 추천해줘', known: true })],
  ])('%s → %s', (q, kind, r) => {
    expect(questionKind(q, r)).toBe(kind);
  });

  it('takes a question naming no pattern, category or app as a follow-up', () => {
    expect(isFollowUp(reading({ type: 'WEBSITE' }))).toBe(true);
    expect(isFollowUp(reading({ componentCodes: ['230'] }))).toBe(true);
    expect(isFollowUp(checkout)).toBe(false);
    expect(isFollowUp(twoApps)).toBe(false);
  });
});

const item = (kind: string, id: string, extra: Partial<SourceItem> = {}): SourceItem => ({
  kind,
  id,
  title: '',
  titleEn: '',
  image: '',
  link: `/x/${id}`,
  appId: '',
  snippet: '',
  ...extra,
});
const tossCheckout = item('IMAGE', 's1', {
  title: '토스 · 결제',
  titleEn: 'Toss · Checkout',
  appId: 'a1',
  patternCode: '125',
  snippet: '결제 · 결제하기 버튼',
});
const bankCheckout = item('IMAGE', 's2', {
  title: '카카오뱅크 · 결제',
  titleEn: 'KakaoBank · Checkout',
  appId: 'a2',
  patternCode: '125',
  snippet: 'Pay now',
});
const bankHome = item('IMAGE', 's3', { title: '카카오뱅크 · 홈', titleEn: 'KakaoBank · Home', appId: 'a2', patternCode: '109' });
const kit = item('PRODUCT', 'p1', {
  title: '핀테크 앱 UI 키트 — Fintech app UI kit',
  titleEn: 'Fintech app UI kit',
  snippet: '송금, 계좌 조회까지 핀테크 앱의 핵심 화면 24종을 담은 UI 키트입니다. A fintech UI kit with 24 key screens…',
  snippetEn:
    'A fintech UI kit with 24 key screens: transfers, accounts and card management, with components and colour tokens ready to use.',
});
const plan = (extra: Partial<AnswerPlan>): AnswerPlan => ({
  kind: 'SCREENS',
  question: 'q',
  understood: [],
  screens: [],
  flows: [],
  products: [],
  apps: [],
  ...extra,
});
const composed = (p: AnswerPlan, lang: 'ko' | 'en') => checkCitations(composePlan(p, lang), [...p.flows, ...p.screens, ...p.products], lang);
const signUpFlow = item('FLOW', 'f1', {
  title: '카카오뱅크 · 휴대폰 인증 가입',
  titleEn: 'KakaoBank · Sign up with phone verification',
  image: '/uploads/s1.png',
  link: '/apps/a2?flow=f1',
  appId: 'a2',
  patternCode: '104',
  snippet: '전화번호 입력 → 인증번호 확인 → 가입 완료',
  snippetEn: 'Enter phone number → Verify the code → Signed up',
});

describe('composePlan: each kind answered its own way, in the question’s language', () => {
  it('lists screens first under what was understood, in English names, without Korean text', () => {
    const p = plan({ question: 'checkout screens', understood: checkout.understood, screens: [tossCheckout, bankCheckout] });
    const en = composed(p, 'en');
    expect(en.text.split('\n')[0]).toBe('Screens for Checkout:');
    expect(en.text).toContain('- Toss · Checkout [1]');
    expect(en.text).toContain('- KakaoBank · Checkout — Pay now [2]');
    expect(en.text).not.toMatch(HANGUL);
    expect(en.citations.map((c) => c.id)).toEqual(['s1', 's2']);
    const ko = composed(p, 'ko');
    expect(ko.text.split('\n')[0]).toBe('결제 화면입니다.');
    expect(ko.text).toContain('결제하기 버튼');
  });

  it('says when no screen had every code asked for, and which it shows instead', () => {
    const en = composed(plan({ understood: checkout.understood, screens: [tossCheckout], relaxed: true }), 'en');
    expect(en.text.split('\n')[0]).toBe('No screen has all of Checkout; these are the closest.');
  });

  it('puts products in their own block after the screens, with the English half of their blurb, whole', () => {
    const en = composed(
      plan({ kind: 'PRODUCTS', understood: checkout.understood, screens: [tossCheckout], products: [kit] }),
      'en',
    );
    const lines = en.text.split('\n');
    expect(lines.indexOf('Marketplace products:')).toBeGreaterThan(lines.findIndex((l) => l.includes('Toss · Checkout')));
    expect(en.text).toContain(`- Fintech app UI kit — ${kit.snippetEn}`.slice(0, 60));
    expect(en.text).not.toMatch(HANGUL);
    expect(en.citations.map((c) => c.type)).toEqual(['IMAGE', 'PRODUCT']);
    expect(en.citations[1]!.title).toBe('Fintech app UI kit');
  });

  it('compares two apps pattern by pattern, side by side, shared patterns first', () => {
    const p = plan({
      kind: 'COMPARE',
      understood: twoApps.understood,
      apps: [
        { appId: 'a1', name: '토스', nameEn: 'Toss' },
        { appId: 'a2', name: '카카오뱅크', nameEn: 'KakaoBank' },
      ],
      screens: [tossCheckout, bankHome, bankCheckout],
    });
    const en = composed(p, 'en');
    expect(en.text.split('\n').slice(0, 3)).toEqual([
      'Toss and KakaoBank, pattern by pattern:',
      '- Checkout: Toss [1] | KakaoBank [2]',
      '- Home: Toss (none in the library) | KakaoBank [3]',
    ]);
    expect(en.citations.map((c) => c.appId)).toEqual(['a1', 'a2', 'a2']);
    expect(composed(p, 'ko').text).toContain('- 결제: 토스 [1] | 카카오뱅크 [2]');
  });

  const prices: PriceFacts = {
    plans: [
      { plan: 'STARTER', name: '스타터', nameEn: 'Starter', monthlyPrice: 0, annualPrice: 0, perSeat: false },
      {
        plan: 'PERSONAL_PRO',
        name: '개인 프로',
        nameEn: 'Personal Pro',
        monthlyPrice: 19000,
        annualPrice: 182400,
        perSeat: false,
      },
      { plan: 'GROUP_PRO', name: '그룹 프로', nameEn: 'Group Pro', monthlyPrice: 15000, annualPrice: 144000, perSeat: true },
    ],
    annualDiscountPercent: 20,
    groupDiscountPercent: 10,
    groupDiscountMinSize: 5,
    freeAppsPerType: 3,
  };

  it('answers membership questions from the plans: prices and the free tier, no citations', () => {
    const en = composed(plan({ kind: 'MEMBERSHIP', prices }), 'en');
    expect(en.citations).toEqual([]);
    expect(en.text).toContain('- Starter: free. The latest 3 apps and 3 websites');
    expect(en.text).toContain('- Personal Pro: ₩19,000 a month, or ₩182,400 a year.');
    expect(en.text).toContain('- Group Pro: ₩15,000 a month per seat');
    expect(en.text).not.toMatch(HANGUL);
    const ko = composed(plan({ kind: 'MEMBERSHIP', prices }), 'ko');
    expect(ko.text).toContain('- 개인 프로: 월 19,000원');
    expect(ko.text).toContain('최신 앱 3개와 웹사이트 3개');
  });

  it('answers nonsense honestly: nothing found, no citations, no upsell', () => {
    for (const lang of ['en', 'ko'] as const) {
      const answer = composed(plan({ kind: 'NOTHING', question: 'blorfendash' }), lang);
      expect(answer.citations).toEqual([]);
      expect(answer.text).not.toMatch(/membership|멤버십/i);
      expect(answer.text.endsWith(COMPOSED_NOTE[lang])).toBe(true);
    }
    expect(composed(plan({ kind: 'NOTHING', question: 'blorfendash' }), 'en').text).toMatch(
      /^I found nothing for “blorfendash” in the library\./,
    );
  });

  it('cites flows by their names and steps in the answer’s language, linking the flow (issue 30)', () => {
    const signUp = [{ type: 'PATTERN', code: '104', name: '회원가입', nameEn: 'Sign up', text: 'sign-up' }];
    const en = composed(plan({ kind: 'FLOWS', understood: signUp, flows: [signUpFlow] }), 'en');
    expect(en.text.split('\n')[0]).toBe('Flows for Sign up:');
    expect(en.text).toContain('- KakaoBank · Sign up with phone verification — Enter phone number → Verify the code → Signed up [1]');
    expect(en.text).not.toMatch(HANGUL);
    expect(en.citations).toEqual([
      { type: 'FLOW', id: 'f1', title: 'KakaoBank · Sign up with phone verification', image: '/uploads/s1.png', link: '/apps/a2?flow=f1', appId: 'a2' },
    ]);
    const ko = composed(plan({ kind: 'FLOWS', understood: signUp, flows: [signUpFlow] }), 'ko');
    expect(ko.text.split('\n')[0]).toBe('회원가입 플로우입니다.');
    expect(ko.text).toContain('전화번호 입력 → 인증번호 확인');
    expect(ko.citations[0]).toMatchObject({ type: 'FLOW', title: '카카오뱅크 · 휴대폰 인증 가입' });
    const [system] = modelMessages('sign-up flow', [signUpFlow], 'en', []);
    expect(system!.content).toContain('[[FLOW:f1]] FLOW “KakaoBank · Sign up with phone verification”: Enter phone number → Verify the code');
  });

  it('says there is no flow yet and answers with the journey’s screens instead', () => {
    const en = composed(plan({ kind: 'FLOWS', understood: checkout.understood, screens: [tossCheckout] }), 'en');
    expect(en.text.split('\n').slice(0, 3)).toEqual(['There are no flows for Checkout yet.', 'Screens for it instead:', '- Toss · Checkout [1]']);
    expect(en.citations.map((c) => c.type)).toEqual(['IMAGE']);
  });

  it('answers how-to questions with help and no citations', () => {
    const en = composed(plan({ kind: 'HOW_TO' }), 'en');
    expect(en.citations).toEqual([]);
    expect(en.text).toContain('plugin');
    expect(en.text).not.toMatch(HANGUL);
  });

  it('gives a model only words of the answer’s language', () => {
    const [system] = modelMessages('fintech kits', [tossCheckout, kit], 'en', []);
    expect(system!.content).toContain('“Fintech app UI kit”: A fintech UI kit with 24 key screens');
    expect(system!.content).not.toContain('결제하기');
  });
});
