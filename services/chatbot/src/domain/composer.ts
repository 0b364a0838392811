import { cutAtWord, type Lang } from '@screenshelf/kit';
import { markerOf, textIn, titleIn, type SourceItem } from './items.js';
import type { QuestionKind } from './question.js';

const KIND_WORDS: Record<Lang, Record<string, string>> = {
  ko: { IMAGE: '화면', APP: '앱', CONTENT: '아티클', PRODUCT: '마켓 상품', FLOW: '플로우' },
  en: { IMAGE: 'screen', APP: 'app', CONTENT: 'article', PRODUCT: 'marketplace product', FLOW: 'flow' },
};

const SNIPPET_CHARS = 80;

/** Says the answer was put together from search results, never passed off as a model's words. */
export const COMPOSED_NOTE: Record<Lang, string> = {
  ko: '(이 답변은 언어 모델이 아니라 라이브러리 검색 결과로 자동 구성되었습니다.)',
  en: '(This answer was composed from the library’s search results, not written by a language model.)',
};

/** The free tier's line: more matched than the caller's plan opens. */
export function lockedNote(locked: number, lang: Lang): string {
  if (locked <= 0) return '';
  return lang === 'ko'
    ? `멤버십에 가입하면 관련 항목 ${locked}개를 더 볼 수 있습니다.`
    : `${locked} more matching item${locked === 1 ? '' : 's'} can be opened with a membership.`;
}

/** What a model answer that cited nothing real becomes. */
export const REFUSED: Record<Lang, string> = {
  ko: '라이브러리에서 확인할 수 있는 근거로 답하지 못했습니다. 질문을 바꿔서 다시 물어봐 주세요.',
  en: 'I could not answer with sources from the library that you can open. Please ask in another way.',
};

const oneLine = (text: string) => cutAtWord(text, SNIPPET_CHARS);

/**
 * The local composer: a deterministic answer in `lang` from the retrieved items, one line per item
 * with its marker (numbered by CitationGate), ending with the note that it was composed. Pure.
 */
export function composeAnswer(question: string, items: SourceItem[], lang: Lang): string {
  const q = oneLine(question);
  const lines: string[] = [];
  if (items.length === 0) {
    lines.push(
      lang === 'ko'
        ? `‘${q}’와 관련된 항목을 라이브러리에서 찾지 못했습니다. 다른 말로 물어봐 주세요.`
        : `I found nothing in the library about “${q}”. Try asking in other words.`,
    );
  } else {
    lines.push(
      lang === 'ko'
        ? `‘${q}’에 대해 라이브러리에서 찾은 ${items.length}개 항목입니다.`
        : `Here ${items.length === 1 ? 'is 1 item' : `are ${items.length} items`} from the library for “${q}”.`,
    );
    for (const item of items) {
      const kind = KIND_WORDS[lang][item.kind] ?? item.kind;
      const snippet = item.snippet ? ` — ${oneLine(item.snippet)}` : '';
      lines.push(`- ${titleIn(item, lang)} (${kind})${snippet} ${markerOf(item)}`);
    }
  }
  lines.push(COMPOSED_NOTE[lang]);
  return lines.join('\n');
}

const HANGUL = /\p{Script=Hangul}/u;

/** The membership facts an answer about prices is written from (membership.ListPlans, the free tier's rule). */
export interface PriceFacts {
  plans: { plan: string; name: string; nameEn: string; monthlyPrice: number; annualPrice: number; perSeat: boolean }[];
  annualDiscountPercent: number;
  groupDiscountPercent: number;
  groupDiscountMinSize: number;
  /** How many of the newest apps of each type (mobile apps, websites) a free account sees. */
  freeAppsPerType: number;
}

/** What an answer is made of, once the question's kind is known (use-cases/ask.ts makes it). */
export interface AnswerPlan {
  kind: QuestionKind;
  question: string;
  /** What the question was read as (codes, a platform, apps), in order. */
  understood: { type: string; name: string; nameEn: string }[];
  /** Screens (the answer's first block); for COMPARE the screens of both apps. */
  screens: SourceItem[];
  /** FLOWS: the flows found (the answer's first block); when none, the screens stand in for them. */
  flows: SourceItem[];
  /** Marketplace products (their own block, after the screens): only when asked for. */
  products: SourceItem[];
  /** COMPARE: the two apps, in the order named. */
  apps: { appId: string; name: string; nameEn: string }[];
  /** MEMBERSHIP: the plans and prices. */
  prices?: PriceFacts;
  /** No screen carries every code named: these carry the pattern (or category) without the components. */
  relaxed?: boolean;
}

const won = (amount: number, lang: Lang) => (lang === 'ko' ? `${amount.toLocaleString('ko-KR')}원` : `₩${amount.toLocaleString('en-US')}`);
const nameIn = (n: { name: string; nameEn: string }, lang: Lang) => (lang === 'en' ? n.nameEn || n.name : n.name || n.nameEn);
/** What the question was read as, in the answer's language ("Checkout · Bottom sheet · Websites"). */
const readAs = (plan: AnswerPlan, lang: Lang, types = ['PATTERN', 'COMPONENT', 'CATEGORY', 'PLATFORM', 'APP']) =>
  plan.understood.filter((u) => types.includes(u.type)).map((u) => nameIn(u, lang)).join(' · ');

/** A screen, flow or product line: its title in the answer's language, a snippet only in that language (never a Korean text in English). */
function itemLine(item: SourceItem, lang: Lang): string {
  const title = titleIn(item, lang);
  const text = textIn(item, lang);
  const snippet = text ? ` — ${oneLine(text)}` : '';
  if (lang === 'en' && HANGUL.test(title)) return `- ${KIND_WORDS.en[item.kind] ?? 'item'}${snippet} ${markerOf(item)}`;
  return `- ${title}${snippet} ${markerOf(item)}`;
}

/** The pattern part of a screen's title ("Toss · Login" → Login). */
const patternOf = (item: SourceItem, lang: Lang) => titleIn(item, lang).split(' · ').slice(1).join(' · ') || item.patternCode || '';

const HOW_TO_TEXT: Record<Lang, string[]> = {
  ko: [
    'Screenshelf 사용법:',
    '- 검색창에 패턴·컴포넌트·앱 이름을 한국어나 영어로 입력하면(예: “결제 바텀시트”) 해당 화면을 찾습니다. 카테고리, 패턴, 컴포넌트로 거를 수 있고, MAU와 색상 필터는 멤버십에서 쓸 수 있습니다.',
    '- 로그인하면 화면과 앱을 북마크할 수 있고, 디자인 툴 플러그인으로 화면을 내보낼 수 있습니다.',
    '- AI 클라이언트는 개인 액세스 토큰으로 /mcp 에 연결해 화면을 검색할 수 있습니다.',
    '- 무료 계정은 최신 앱 3개와 웹사이트 3개를 볼 수 있고, 멤버십은 라이브러리 전체를 엽니다(/membership).',
  ],
  en: [
    'How to use Screenshelf:',
    '- Type a pattern, component or app name in the search box, in English or Korean (e.g. “checkout bottom sheet”), to find those screens. Filter by category, pattern and component; MAU and colour filters come with a membership.',
    '- Signed in, you can bookmark screens and apps and export screens to your design tool with the plugin.',
    '- AI clients can search screens through /mcp with a personal access token.',
    '- A free account sees the latest 3 apps and 3 websites; a membership opens the whole library (/membership).',
  ],
};

function membershipLines(facts: PriceFacts, lang: Lang): string[] {
  const free = facts.freeAppsPerType;
  const lines = [lang === 'ko' ? 'Screenshelf 멤버십 요금입니다.' : 'Screenshelf membership plans and prices:'];
  for (const p of facts.plans) {
    const name = nameIn(p, lang);
    if (p.monthlyPrice <= 0) {
      lines.push(
        lang === 'ko'
          ? `- ${name}: 무료. 최신 앱 ${free}개와 웹사이트 ${free}개, 아티클, AI 어시스턴트, 디자인 툴 플러그인을 쓸 수 있습니다.`
          : `- ${name}: free. The latest ${free} apps and ${free} websites, articles, the AI assistant and the design-tool plugin.`,
      );
      continue;
    }
    const seat = p.perSeat ? (lang === 'ko' ? ' (1인당)' : ' per seat') : '';
    lines.push(
      lang === 'ko'
        ? `- ${name}: 월 ${won(p.monthlyPrice, lang)}${seat}, 연간 결제 시 ${won(p.annualPrice, lang)}${seat}. 모든 앱과 웹사이트, MAU·색상 검색.`
        : `- ${name}: ${won(p.monthlyPrice, lang)} a month${seat}, or ${won(p.annualPrice, lang)} a year${seat}. Every app and website, with MAU and colour search.`,
    );
  }
  if (facts.annualDiscountPercent > 0)
    lines.push(lang === 'ko' ? `연간 결제는 ${facts.annualDiscountPercent}% 할인됩니다.` : `Paying annually saves ${facts.annualDiscountPercent}%.`);
  if (facts.groupDiscountPercent > 0)
    lines.push(
      lang === 'ko'
        ? `그룹은 ${facts.groupDiscountMinSize}명 이상이면 ${facts.groupDiscountPercent}% 더 할인됩니다.`
        : `Groups of ${facts.groupDiscountMinSize} or more save another ${facts.groupDiscountPercent}%.`,
    );
  lines.push(lang === 'ko' ? '플랜은 /membership 에서 고를 수 있습니다.' : 'Choose a plan at /membership.');
  return lines;
}

function compareLines(plan: AnswerPlan, lang: Lang): string[] {
  const [a, b] = plan.apps;
  if (!a || !b) return [];
  const lines = [
    lang === 'ko' ? `${nameIn(a, lang)}와(과) ${nameIn(b, lang)}를 패턴별로 나란히 비교했습니다.` : `${nameIn(a, lang)} and ${nameIn(b, lang)}, pattern by pattern:`,
  ];
  const byPattern = new Map<string, { label: string; of: Map<string, SourceItem[]> }>();
  for (const item of plan.screens) {
    const key = item.patternCode || patternOf(item, lang);
    const row = byPattern.get(key) ?? { label: patternOf(item, lang), of: new Map() };
    row.of.set(item.appId, [...(row.of.get(item.appId) ?? []), item]);
    byPattern.set(key, row);
  }
  const none = lang === 'ko' ? '라이브러리에 없음' : 'none in the library';
  const side = (app: { appId: string; name: string; nameEn: string }, items: SourceItem[] | undefined) =>
    `${nameIn(app, lang)} ${items?.length ? items.slice(0, 2).map(markerOf).join(' ') : `(${none})`}`;
  // Patterns both apps have first: those are what a comparison is for.
  const rows = [...byPattern.values()].sort((x, y) => Number(y.of.size === 2) - Number(x.of.size === 2));
  for (const row of rows) lines.push(`- ${row.label}: ${side(a, row.of.get(a.appId))} | ${side(b, row.of.get(b.appId))}`);
  return lines;
}

/**
 * The composer's answer to a planned question (issue 28), in `lang` only: each kind its own way —
 * screens first (what the question was read as, then one line per screen), flows one line each
 * with their steps (issue 30), products in their own
 * block, two apps side by side per pattern, the plans with their prices, how to use Screenshelf, or
 * an honest "nothing found" without citations. Markers are numbered by CitationGate. Pure.
 */
export function composePlan(plan: AnswerPlan, lang: Lang): string {
  const q = oneLine(plan.question);
  const about = readAs(plan, lang) || (lang === 'ko' ? `‘${q}’` : `“${q}”`);
  const lines: string[] = [];
  const nothing = lang === 'ko' ? `${about}에 해당하는 화면을 라이브러리에서 찾지 못했습니다.` : `I found no screens in the library for ${about}.`;
  switch (plan.kind) {
    case 'NOTHING':
      lines.push(
        lang === 'ko'
          ? `‘${q}’에 대해서는 라이브러리에서 찾은 것이 없습니다. 앱 이름이나 화면 패턴(예: 로그인, 결제, 바텀시트)으로 물어봐 주세요.`
          : `I found nothing for “${q}” in the library. Try an app name or a screen pattern (e.g. login, checkout, bottom sheet).`,
      );
      break;
    case 'MEMBERSHIP':
      lines.push(...(plan.prices ? membershipLines(plan.prices, lang) : HOW_TO_TEXT[lang].slice(-1)));
      break;
    case 'HOW_TO':
      lines.push(...HOW_TO_TEXT[lang]);
      break;
    case 'COMPARE':
      lines.push(...(plan.screens.length ? compareLines(plan, lang) : [nothing]));
      break;
    case 'FLOWS':
      if (plan.flows.length) {
        lines.push(lang === 'ko' ? `${about} 플로우입니다.` : `Flows for ${about}:`);
        lines.push(...plan.flows.map((item) => itemLine(item, lang)));
      } else {
        lines.push(lang === 'ko' ? `${about}에 해당하는 플로우는 아직 없습니다.` : `There are no flows for ${about} yet.`);
        // The screens of the journey stand in for it.
        if (plan.screens.length) {
          lines.push(lang === 'ko' ? '대신 관련 화면입니다.' : 'Screens for it instead:');
          lines.push(...plan.screens.map((item) => itemLine(item, lang)));
        }
      }
      break;
    case 'SCREENS':
    case 'PRODUCTS': {
      if (plan.screens.length) {
        if (plan.relaxed)
          lines.push(
            lang === 'ko'
              ? `${about}을(를) 모두 갖춘 화면은 없어, 가장 가까운 화면입니다.`
              : `No screen has all of ${about}; these are the closest.`,
          );
        else lines.push(lang === 'ko' ? `${about} 화면입니다.` : `Screens for ${about}:`);
        lines.push(...plan.screens.map((item) => itemLine(item, lang)));
      } else if (plan.kind === 'SCREENS') lines.push(nothing);
      if (plan.kind === 'PRODUCTS') {
        if (plan.products.length) {
          lines.push(lang === 'ko' ? '마켓플레이스 상품:' : 'Marketplace products:');
          lines.push(...plan.products.map((item) => itemLine(item, lang)));
        } else lines.push(lang === 'ko' ? `‘${q}’에 맞는 마켓플레이스 상품은 없습니다.` : `I found no marketplace products for “${q}”.`);
      }
      break;
    }
  }
  lines.push(COMPOSED_NOTE[lang]);
  return lines.join('\n');
}
