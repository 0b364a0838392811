import type { Lang } from './api.js';

const en = {
  'signIn.intro': 'Sign in with a personal access token: create one on Screenshelf at /tokens.',
  'signIn.origin': 'Screenshelf address',
  'signIn.token': 'Personal access token (ssp_…)',
  'signIn.submit': 'Sign in',
  signOut: 'Sign out',
  'filter.kind': 'Show',
  'kind.screens': 'Screens',
  'kind.patterns': 'Whole patterns',
  'filter.type': 'Type',
  'type.MOBILE': 'Mobile',
  'type.WEBSITE': 'Website',
  'filter.keyword': 'Keyword',
  'filter.CATEGORY': 'Categories',
  'filter.PATTERN': 'Patterns',
  'filter.COMPONENT': 'Components',
  'filter.minMau': 'MAU from',
  'filter.maxMau': 'MAU to',
  'filter.color': 'Colour',
  'search.submit': 'Search',
  'insert.chosen': 'Insert chosen',
  'insert.pattern': 'Insert pattern',
  more: 'More',
  loading: 'Loading…',
  empty: 'No screens match these filters.',
  locked: '{n} more screens need a membership.',
  inserted: 'Inserted {n} screens.',
} as const;
export type MessageKey = keyof typeof en;

const ko: Record<MessageKey, string> = {
  'signIn.intro': '개인 액세스 토큰으로 로그인하세요. Screenshelf의 /tokens 에서 만들 수 있어요.',
  'signIn.origin': 'Screenshelf 주소',
  'signIn.token': '개인 액세스 토큰 (ssp_…)',
  'signIn.submit': '로그인',
  signOut: '로그아웃',
  'filter.kind': '보기',
  'kind.screens': '화면',
  'kind.patterns': '패턴 전체',
  'filter.type': '유형',
  'type.MOBILE': '모바일',
  'type.WEBSITE': '웹사이트',
  'filter.keyword': '키워드',
  'filter.CATEGORY': '카테고리',
  'filter.PATTERN': '패턴',
  'filter.COMPONENT': '컴포넌트',
  'filter.minMau': 'MAU 최소',
  'filter.maxMau': 'MAU 최대',
  'filter.color': '컬러',
  'search.submit': '검색',
  'insert.chosen': '선택한 화면 넣기',
  'insert.pattern': '패턴 넣기',
  more: '더 보기',
  loading: '불러오는 중…',
  empty: '조건에 맞는 화면이 없어요.',
  locked: '화면 {n}개는 멤버십이 필요해요.',
  inserted: '화면 {n}개를 넣었어요.',
};

/** The plugin's few words in Korean or English (the library's own texts come from the server in `lang`). */
export const translate =
  (lang: Lang) =>
  (key: MessageKey, params: Record<string, string | number> = {}) =>
    (lang === 'ko' ? ko : en)[key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));

export const langOf = (locale: string | undefined): Lang => (locale?.toLowerCase().startsWith('ko') ? 'ko' : 'en');
