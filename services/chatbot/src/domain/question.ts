import { validationError } from '@screenshelf/kit';

/** The longest question (characters); the gateway refuses longer ones first. */
export const MAX_QUESTION_CHARS = 2000;
const CONTROL = /[^\P{Cc}\t\n\r]/u;

/** A question the assistant takes: not empty, under 2,000 characters, no control characters; trimmed. */
export function checkedQuestion(q: string): string {
  const question = q.trim();
  if (!question) throw validationError('The question is empty', [{ path: 'q', message: 'required' }]);
  if (question.length >= MAX_QUESTION_CHARS) throw validationError(`The question has ${MAX_QUESTION_CHARS} characters or more`, [{ path: 'q', message: 'too long' }]);
  if (CONTROL.test(question)) throw validationError('The question has control characters', [{ path: 'q', message: 'control characters are not allowed' }]);
  return question;
}

/**
 * What a question is read as (search.Understand, issue 28: the one reading of the search box, the
 * assistant and /mcp), the parts the assistant uses.
 */
export interface Reading {
  understood: { type: string; code: string; name: string; nameEn: string; text: string }[];
  patternCodes: string[];
  componentCodes: string[];
  categoryCodes: string[];
  appIds: string[];
  /** MOBILE | WEBSITE, or empty. */
  type: string;
  rest: string;
  /** Whether the library knows a word of `rest`. */
  known: boolean;
}

/**
 * The kinds of question the assistant answers, each its own way (issue 28): screens (the default),
 * flows (an app's journey, issue 30), two apps compared, marketplace products, membership and prices, how to use Screenshelf, and
 * questions about nothing in the library (answered honestly, without citations).
 */
export type QuestionKind = 'SCREENS' | 'FLOWS' | 'COMPARE' | 'PRODUCTS' | 'MEMBERSHIP' | 'HOW_TO' | 'NOTHING';

const words = (list: string[]) => new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${list.join('|')})(?=$|[^\\p{L}\\p{N}])`, 'iu');
/** Korean words are matched inside a word (particles follow them: 멤버십은, 가격이). */
const inside = (list: string[]) => new RegExp(list.join('|'), 'u');

/** Asking for screens or apps (then a word about plans or products is what to find, not what to buy). */
const SCREEN_REQUEST = words(['screens?', 'examples?', 'ui', 'ux', 'apps?', 'websites?', 'show me', 'designs?', 'flows?', 'pages?']);
const SCREEN_REQUEST_KO = inside(['화면', '예시', '보여', '사례', '디자인', '페이지', '앱', '웹사이트']);
const MEMBERSHIP = words([
  'price', 'prices', 'pricing', 'cost', 'costs', 'how much', 'membership', 'memberships', 'subscription', 'subscriptions', 'subscribe',
  'plan', 'plans', 'personal pro', 'group pro', 'pro plan', 'starter', 'free account', 'free accounts', 'free plan', 'free tier', 'upgrade',
  'annual', 'annually', 'monthly', 'billing', 'refund',
]);
const MEMBERSHIP_KO = inside(['멤버십', '가격', '요금', '얼마', '구독', '플랜', '무료 계정', '무료 회원', '무료로', '유료', '연간 결제', '월 결제', '환불']);
/** Words that ask about prices whatever else the question names. */
const PRICE = words([
  'price', 'prices', 'pricing', 'cost', 'costs', 'how much', 'membership', 'memberships', 'free accounts?', 'free plan', 'free tier',
  'personal pro', 'group pro', 'starter plan',
]);
const PRICE_KO = inside(['가격', '요금', '얼마', '멤버십', '무료 계정', '무료 회원', '무료 플랜', '유료 플랜']);
const HOW_TO = words([
  'how do i', 'how can i', 'how to', 'where do i', 'where can i', 'can i', 'screenshelf', 'figma plugin', 'plugin', 'mcp', 'access token',
  'bookmark', 'bookmarks', 'export', 'newsletter', 'contact', 'support',
]);
const HOW_TO_KO = inside(['사용법', '어떻게', '방법', '플러그인', '북마크', '내보내', '스크린쉘프', '문의', '뉴스레터', '토큰']);
const COMPARE = words(['compare', 'compared', 'comparing', 'comparison', 'vs', 'versus', 'difference', 'differences', 'differ', 'side by side']);
const COMPARE_KO = inside(['비교', '차이', '대비', '와 달리', '랑 달리']);
const PRODUCTS = words([
  'templates?', 'ui kits?', 'kits?', 'e-?books?', 'books?', 'workshops?', 'courses?', 'portfolios?', 'marketplace', 'buy', 'purchase', 'figma files?',
]);
const PRODUCTS_KO = inside(['템플릿', '키트', '전자책', '이북', '워크숍', '강의', '포트폴리오', '마켓', '구매', '살 수']);

/** Asking for a journey through an app's screens (issue 30): "the sign-up flow of a bank", "결제 플로우". */
const FLOW_REQUEST = words(['flows?', 'user flows?', 'journeys?', 'user journeys?', 'step by step', 'steps?']);
const FLOW_REQUEST_KO = inside(['플로우', '흐름', '여정', '단계별']);

const has = (q: string, en: RegExp, ko: RegExp) => en.test(q) || ko.test(q);

/**
 * The kind of a question, from its words and what search understood in it. Prices and membership
 * first ("how much is a membership?"), unless screens are asked for ("subscription screens");
 * how-to questions; two apps named with a word of comparison; products asked for; a flow asked for
 * about something the library knows; then screens
 * when the question names something the library knows; otherwise nothing in the library.
 */
export function questionKind(q: string, reading: Reading): QuestionKind {
  const asksScreens = has(q, SCREEN_REQUEST, SCREEN_REQUEST_KO);
  const names = reading.patternCodes.length + reading.componentCodes.length + reading.categoryCodes.length + reading.appIds.length > 0;
  if (has(q, PRICE, PRICE_KO) && !(asksScreens && names)) return 'MEMBERSHIP';
  if (has(q, MEMBERSHIP, MEMBERSHIP_KO) && !asksScreens && !names) return 'MEMBERSHIP';
  if (has(q, COMPARE, COMPARE_KO) && reading.appIds.length >= 2) return 'COMPARE';
  if (has(q, HOW_TO, HOW_TO_KO) && !names) return 'HOW_TO';
  if (has(q, PRODUCTS, PRODUCTS_KO)) return 'PRODUCTS';
  if (has(q, FLOW_REQUEST, FLOW_REQUEST_KO) && (names || reading.type || reading.known)) return 'FLOWS';
  if (names || reading.type) return 'SCREENS';
  if (reading.known && asksScreens) return 'SCREENS';
  return 'NOTHING';
}

/**
 * A follow-up ("and on the web?", "with a bottom sheet?", "그럼 웹은?"): names no pattern, category or
 * app of its own (a platform or a component refines the turn before), after an earlier turn.
 */
export function isFollowUp(reading: Reading): boolean {
  return reading.patternCodes.length + reading.categoryCodes.length + reading.appIds.length === 0;
}
