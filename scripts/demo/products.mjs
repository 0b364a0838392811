// Deterministic demo marketplace: sellers, buyers, products of every kind (templates, portfolios,
// e-books, workshops) with their files made here — PNG thumbnails and detail images drawn with
// sharp, PDF e-books, portfolios and handouts written with pdf-lib, template packs zipped with
// fflate — and a few orders, reviews and one refund so ratings and revenue show. The same code
// always makes the same bytes (fixed dates inside the files, seeded colours); only workshop start
// dates follow the calendar (the next Saturdays, so they stay in the future).
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { strToU8, zipSync } from 'fflate';
import sharp from 'sharp';
import { prng, screenPng } from './library.mjs';

/** The date written inside every generated file (PDF metadata, zip entries). */
const FILE_DATE = new Date('2026-01-05T09:00:00Z');

export const DEMO_SELLERS = [
  { key: 'haneul', email: 'haneul.seller@demo.screenshelf.dev', name: '김하늘', nameEn: 'Haneul Kim' },
  { key: 'seojun', email: 'seojun.seller@demo.screenshelf.dev', name: '이서준', nameEn: 'Seojun Lee' },
  { key: 'jimin', email: 'jimin.seller@demo.screenshelf.dev', name: '박지민', nameEn: 'Jimin Park' },
];
export const DEMO_BUYERS = [
  { key: 'minji', email: 'minji.buyer@demo.screenshelf.dev', name: '최민지' },
  { key: 'dohyun', email: 'dohyun.buyer@demo.screenshelf.dev', name: '정도현' },
  { key: 'sora', email: 'sora.buyer@demo.screenshelf.dev', name: '한소라' },
];

/**
 * The products. `files` name what to generate: pdf (an e-book, portfolio or handout with its
 * chapters), zip (a template pack of PNG screens and a read-me) or png (single screens).
 * `topic` picks the topic code of the product's kind whose English name contains it (GET /api/v2/codes?type=PRODUCT).
 * `startsInWeeks`: a workshop starts on the Saturday that many weeks ahead, 10:00 Korea time.
 */
export const DEMO_PRODUCTS = [
  {
    seller: 'haneul',
    type: 'TEMPLATE',
    topic: 'UI kit',
    title: '핀테크 앱 UI 키트 — Fintech app UI kit',
    description:
      '송금, 계좌 조회, 카드 관리까지 핀테크 앱의 핵심 화면 24종을 담은 UI 키트입니다. 컴포넌트와 색상 토큰이 정리되어 바로 쓸 수 있어요.\n\nA fintech UI kit with 24 key screens: transfers, accounts and card management, with components and colour tokens ready to use.',
    amount: 39000,
    discountRate: 20,
    colour: '#4166ED',
    files: [{ kind: 'zip', name: 'fintech-ui-kit.zip', screens: 8 }],
  },
  {
    seller: 'haneul',
    type: 'TEMPLATE',
    topic: 'Mobile app',
    title: '온보딩 화면 템플릿 12종 — Onboarding screens',
    description:
      '첫 실행, 권한 요청, 회원가입으로 이어지는 온보딩 흐름 12개 화면. PNG로 바로 확인하고 참고하세요.\n\nTwelve onboarding screens from first launch through permissions to sign-up, as PNG files.',
    amount: 19000,
    discountAmount: 4000,
    colour: '#EC658B',
    files: [
      { kind: 'png', name: 'onboarding-01-welcome.png' },
      { kind: 'png', name: 'onboarding-02-permissions.png' },
      { kind: 'png', name: 'onboarding-03-sign-up.png' },
    ],
  },
  {
    seller: 'haneul',
    type: 'TEMPLATE',
    topic: 'UI kit',
    title: '무료 와이어프레임 스타터 — Free wireframe starter',
    description:
      '아이디어를 빠르게 화면으로 옮기는 무료 와이어프레임 세트. 누구나 내려받을 수 있어요.\n\nA free wireframe set to turn ideas into screens quickly.',
    amount: 0,
    colour: '#D9D9D9',
    files: [{ kind: 'zip', name: 'wireframe-starter.zip', screens: 4 }],
  },
  {
    seller: 'jimin',
    type: 'TEMPLATE',
    topic: 'Dashboard',
    title: '멤버 전용 SaaS 대시보드 키트 — Members-only dashboard kit',
    description:
      'Pro 멤버만 구매할 수 있는 SaaS 대시보드 템플릿. 차트, 표, 필터 패턴을 담았습니다.\n\nA SaaS dashboard kit with charts, tables and filters, for paid members only.',
    amount: 29000,
    exclusiveFlag: true,
    colour: '#8C3ED9',
    files: [{ kind: 'zip', name: 'saas-dashboard-kit.zip', screens: 6 }],
  },
  {
    seller: 'haneul',
    type: 'PORTFOLIO',
    topic: 'Case study',
    title: '프로덕트 디자이너 포트폴리오 템플릿 — Product designer portfolio',
    description:
      '케이스 스터디 중심의 포트폴리오 템플릿(PDF). 문제 정의부터 결과까지 이야기를 담는 구성입니다.\n\nA case-study portfolio template (PDF) that tells the story from problem to outcome.',
    amount: 25000,
    discountRate: 10,
    colour: '#000000',
    files: [
      {
        kind: 'pdf',
        name: 'product-designer-portfolio.pdf',
        title: 'Product Designer Portfolio',
        chapters: ['About me', 'Case study: a banking app', 'Case study: a delivery app', 'Process', 'Contact'],
      },
    ],
  },
  {
    seller: 'seojun',
    type: 'EBOOK',
    topic: 'UX writing',
    title: 'UX 라이팅 핸드북 — The UX writing handbook',
    description:
      '버튼 문구, 오류 메시지, 빈 화면까지 제품의 말투를 다듬는 UX 라이팅 전자책(PDF).\n\nAn e-book (PDF) on product voice: buttons, error messages and empty states.',
    amount: 15000,
    colour: '#F8D748',
    files: [
      {
        kind: 'pdf',
        name: 'ux-writing-handbook.pdf',
        title: 'The UX Writing Handbook',
        chapters: ['Why words matter', 'Voice and tone', 'Buttons and labels', 'Error messages', 'Empty states', 'A checklist'],
      },
    ],
  },
  {
    seller: 'seojun',
    type: 'EBOOK',
    topic: 'Design-system',
    title: '디자인 시스템 입문 — Design systems, a first look',
    description:
      '디자인 시스템을 처음 만드는 팀을 위한 무료 입문서(PDF). 토큰, 컴포넌트, 문서화를 다룹니다.\n\nA free primer (PDF) for teams starting a design system: tokens, components, documentation.',
    amount: 0,
    colour: '#459949',
    files: [
      {
        kind: 'pdf',
        name: 'design-systems-primer.pdf',
        title: 'Design Systems, a First Look',
        chapters: ['What a design system is', 'Tokens', 'Components', 'Documentation'],
      },
    ],
  },
  {
    seller: 'seojun',
    type: 'EBOOK',
    topic: 'Design-system',
    title: '모바일 결제 화면 패턴 분석 — Mobile checkout patterns',
    description:
      '국내 앱 30종의 결제 화면을 분석한 패턴 리포트(PDF). 전환율을 높이는 배치와 문구를 정리했습니다.\n\nA report (PDF) on the checkout screens of thirty apps: layouts and words that convert.',
    amount: 22000,
    discountRate: 10,
    colour: '#EA3323',
    files: [
      {
        kind: 'pdf',
        name: 'mobile-checkout-patterns.pdf',
        title: 'Mobile Checkout Patterns',
        chapters: ['How we looked', 'The cart', 'Payment methods', 'Confirmation', 'What converts'],
      },
    ],
  },
  {
    seller: 'jimin',
    type: 'WORKSHOP',
    topic: 'Figma',
    title: '피그마 오토 레이아웃 실전 워크숍 — Figma auto layout workshop',
    description:
      '오토 레이아웃으로 반응형 컴포넌트를 만드는 3시간 실습 워크숍. 정원 12명, 실습 자료(PDF) 제공.\n\nA three-hour hands-on workshop on responsive components with auto layout. 12 seats, handout (PDF) included.',
    amount: 60000,
    discountAmount: 10000,
    maxPersonCnt: 12,
    startsInWeeks: 2,
    colour: '#4166ED',
    files: [
      {
        kind: 'pdf',
        name: 'auto-layout-handout.pdf',
        title: 'Auto Layout Workshop Handout',
        chapters: ['Before we start', 'Exercises', 'Take-home'],
      },
    ],
  },
  {
    seller: 'jimin',
    type: 'WORKSHOP',
    topic: 'UX research',
    title: 'UX 리서치 원데이 클래스 — UX research one-day class',
    description:
      '인터뷰 설계부터 인사이트 정리까지 하루에 배우는 UX 리서치 클래스. 정원 8명.\n\nA one-day class on UX research, from interview guides to insights. 8 seats.',
    amount: 45000,
    maxPersonCnt: 8,
    startsInWeeks: 3,
    colour: '#459949',
    files: [],
  },
  {
    seller: 'jimin',
    type: 'WORKSHOP',
    topic: 'Prototyping',
    title: '포트폴리오 1:4 리뷰 세션 — Portfolio review session',
    description:
      '현업 디자이너가 네 분의 포트폴리오를 함께 리뷰합니다. 정원 4명의 소규모 세션.\n\nA working designer reviews four portfolios together: a small session of 4 seats.',
    amount: 30000,
    maxPersonCnt: 4,
    startsInWeeks: 1,
    colour: '#EC658B',
    files: [],
  },
  {
    seller: 'seojun',
    type: 'EBOOK',
    topic: 'Design-system',
    title: '디자인 토큰 가이드 (준비 중) — Design tokens guide (draft)',
    description:
      '아직 공개되지 않은 초안입니다. 판매자 콘솔에서만 보여요.\n\nA draft not yet published: only its seller sees it.',
    amount: 18000,
    useFlag: false,
    colour: '#000000',
    files: [],
  },
];

/**
 * Orders the buyers place, with the reviews they leave. `refund`: cancelled afterwards (the refund
 * shows in the seller's revenue). `referrer`: the buyer names another demo user's referral id.
 */
export const DEMO_ORDERS = [
  {
    buyer: 'minji',
    product: 0,
    review: { starRate: 5, review: '컴포넌트 정리가 깔끔해서 바로 썼어요. Clean and ready to use.' },
  },
  {
    buyer: 'dohyun',
    product: 0,
    referrer: 'sora',
    review: { starRate: 4, review: '화면 구성이 좋아요. 다크 모드도 있으면 좋겠어요.' },
  },
  { buyer: 'sora', product: 0 },
  { buyer: 'minji', product: 1, review: { starRate: 4, review: '온보딩 흐름을 잡을 때 참고하기 좋습니다.' } },
  { buyer: 'dohyun', product: 2, review: { starRate: 5, review: '무료인데 알차요!' } },
  { buyer: 'minji', product: 4, review: { starRate: 5, review: 'Case study structure helped me a lot.' } },
  { buyer: 'sora', product: 5, review: { starRate: 5, review: '오류 메시지 챕터가 특히 유익했어요.' } },
  { buyer: 'dohyun', product: 5, refund: true },
  { buyer: 'minji', product: 6, review: { starRate: 4, review: '입문서로 딱 좋아요.' } },
  { buyer: 'sora', product: 7, review: { starRate: 3, review: '분석은 좋은데 예시가 더 있었으면.' } },
  { buyer: 'minji', product: 8 },
  { buyer: 'dohyun', product: 8, referrer: 'minji' },
  { buyer: 'sora', product: 10 },
];

/** The Saturday `weeks` weeks after today's week, 10:00 in Korea (01:00 UTC), as RFC 3339. */
export function workshopStart(weeks, today = new Date()) {
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 1));
  const toSaturday = (6 - day.getUTCDay() + 7) % 7 || 7;
  day.setUTCDate(day.getUTCDate() + toSaturday + 7 * (weeks - 1));
  return day.toISOString().replace('.000Z', 'Z');
}

const hexRgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
const tint = (hex, amount) => {
  const [r, g, b] = hexRgb(hex).map((c) => c + (1 - c) * amount);
  return rgb(r, g, b);
};

/** Wraps `text` to lines no wider than `width` points. */
function wrap(text, font, size, width) {
  const lines = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

const SENTENCES = [
  'Good interfaces are built from small, honest decisions repeated with care.',
  'Start from what the person is trying to do, not from the screen you want to draw.',
  'Name things the way your users name them, and keep those names everywhere.',
  'Every state deserves design: loading, empty, error, and the one with too much content.',
  'Write the words first; the layout follows what needs to be said.',
  'Contrast, spacing and rhythm carry more meaning than decoration.',
  'Test with five people before you polish anything for five hundred.',
  'A pattern is worth reusing only when you can say why it works.',
  'Show progress, confirm what happened, and always offer a way back.',
  'Consistency is a promise: break it only when keeping it would mislead.',
];

/**
 * A real, readable PDF (A5 pages, Helvetica; the text is English because the standard PDF fonts
 * have no Hangul): a cover, then one page per chapter with a heading, paragraphs and a figure.
 * Answers the bytes and the page count.
 */
export async function demoPdf({ title, author, chapters, colour = '#4166ED', seed = 1 }) {
  const rnd = prng(seed);
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor(author);
  doc.setSubject('Screenshelf demo marketplace');
  doc.setProducer('Screenshelf demo data (pdf-lib)');
  doc.setCreator('scripts/demo/products.mjs');
  doc.setCreationDate(FILE_DATE);
  doc.setModificationDate(FILE_DATE);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = [420, 595];
  const ink = rgb(0.09, 0.1, 0.12);

  const cover = doc.addPage([width, height]);
  cover.drawRectangle({ x: 0, y: 0, width, height, color: tint(colour, 0) });
  cover.drawRectangle({ x: 32, y: 120, width: width - 64, height: 300, color: rgb(1, 1, 1) });
  let y = 380;
  for (const line of wrap(title, bold, 24, width - 112)) {
    cover.drawText(line, { x: 56, y, size: 24, font: bold, color: ink });
    y -= 30;
  }
  cover.drawText(author, { x: 56, y: 160, size: 12, font: regular, color: ink });
  cover.drawText('Screenshelf', { x: 56, y: 140, size: 10, font: bold, color: tint(colour, 0) });

  for (const [i, chapter] of chapters.entries()) {
    const page = doc.addPage([width, height]);
    page.drawRectangle({ x: 0, y: height - 8, width, height: 8, color: tint(colour, 0) });
    page.drawText(`${i + 1}`, { x: 40, y: height - 64, size: 28, font: bold, color: tint(colour, 0) });
    page.drawText(chapter, { x: 72, y: height - 62, size: 18, font: bold, color: ink });
    y = height - 100;
    for (let p = 0; p < 3; p++) {
      const text = Array.from({ length: 3 + rnd.int(0, 2) }, () => rnd.pick(SENTENCES)).join(' ');
      for (const line of wrap(text, regular, 10.5, width - 80)) {
        page.drawText(line, { x: 40, y, size: 10.5, font: regular, color: ink });
        y -= 15;
      }
      y -= 10;
    }
    // A figure: a phone outline with bands, like the library's screens.
    const figureTop = y - 10;
    page.drawRectangle({
      x: 40,
      y: 60,
      width: 120,
      height: figureTop - 60,
      borderColor: ink,
      borderWidth: 1.5,
      color: rgb(1, 1, 1),
    });
    for (let b = 0; b < 4; b++) {
      const bandY = figureTop - 30 - b * 36;
      if (bandY < 80) break;
      page.drawRectangle({ x: 52, y: bandY, width: 96, height: 20, color: tint(colour, 0.25 + 0.18 * b) });
    }
    page.drawText(`Figure ${i + 1}. ${chapter}`, { x: 176, y: 70, size: 9, font: regular, color: ink });
    page.drawText(`${i + 2}`, { x: width / 2, y: 24, size: 9, font: regular, color: ink });
  }
  return { bytes: await doc.save(), pages: doc.getPageCount() };
}

/** Phone screens in the product's colour (the library's screen drawing), as PNG bytes. */
function productScreens(colour, count, seed, size = [180, 360]) {
  const rnd = prng(seed);
  return Promise.all(
    Array.from({ length: count }, (_, i) => {
      const others = ['#D9D9D9', '#000000', colour].filter((c, j) => j === 2 || rnd.next() < 0.5);
      const bands = others.map((c) => [c, 0.1 + rnd.next() * 0.2]);
      return screenPng({ background: i % 3 === 2 ? '#000000' : '#FFFFFF', bands }, seed * 100 + i, size[0], size[1]);
    }),
  );
}

/** A picture of `count` screens side by side on the product's colour: thumbnails and detail images. */
export async function showcasePng(colour, seed, { width = 640, height = 400, count = 3 } = {}) {
  const screenWidth = Math.round(Math.min(width / (count + 1), height * 0.42));
  const screenHeight = screenWidth * 2;
  const screens = await productScreens(colour, count, seed, [screenWidth, screenHeight]);
  const gap = Math.round((width - count * screenWidth) / (count + 1));
  const top = Math.round((height - screenHeight) / 2);
  // A light wash of the product's colour behind the screens, so they stand out from it.
  const wash =
    '#' +
    hexRgb(colour)
      .map((c) =>
        Math.round((c + (1 - c) * 0.7) * 255)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('');
  return sharp({ create: { width, height, channels: 3, background: wash } })
    .composite(screens.map((input, i) => ({ input, left: gap + i * (screenWidth + gap), top })))
    .png()
    .toBuffer();
}

/** A template pack: `screens` PNG screens and a read-me, zipped with fixed dates. */
export async function templateZip(product, screens, seed) {
  const pngs = await productScreens(product.colour, screens, seed, [360, 720]);
  const files = Object.fromEntries(pngs.map((png, i) => [`screens/${String(i + 1).padStart(2, '0')}.png`, [png, { level: 0 }]]));
  files['README.txt'] = strToU8(
    `${product.title}\n\nScreens: ${screens} PNG files (360 x 720) in screens/.\nMade by the Screenshelf demo data; free to use for trying the marketplace.\n`,
  );
  return zipSync(files, { mtime: FILE_DATE, level: 6 });
}

/** The bytes of each file of a product: {name, contentType, bytes}, and the PDF page count. */
/** `author`: the seller's name in Latin letters (the PDF's standard font has no Hangul). */
export async function productFiles(product, index, author) {
  const out = [];
  let pages = 0;
  for (const [f, file] of product.files.entries()) {
    const seed = index * 10 + f + 1;
    if (file.kind === 'pdf') {
      const pdf = await demoPdf({ title: file.title, author, chapters: file.chapters, colour: product.colour, seed });
      pages += pdf.pages;
      out.push({ name: file.name, contentType: 'application/pdf', bytes: pdf.bytes });
    } else if (file.kind === 'zip') {
      out.push({ name: file.name, contentType: 'application/zip', bytes: await templateZip(product, file.screens, seed) });
    } else {
      const [png] = await productScreens(product.colour, 1, seed, [360, 720]);
      out.push({ name: file.name, contentType: 'image/png', bytes: png });
    }
  }
  return { files: out, pages };
}
