/** Korean copy, the default language; `en.ts` must carry the same keys. `{name}` marks a value filled in by `t`. */
export const ko = {
  'nav.label': '라이브러리',
  'nav.mobile': '모바일',
  'nav.website': '웹사이트',
  'nav.switchLang': 'English',

  'hero.eyebrow': '실제 출시된 앱과 웹사이트의 화면 라이브러리',
  'hero.title': '디자인 리서치 시간을 80% 줄여 드려요',
  'hero.body': '매일 새로운 화면이 추가됩니다. 카테고리, 패턴, MAU, 색상으로 원하는 레퍼런스를 찾아보세요.',
  'hero.cta': '라이브러리 둘러보기',

  'library.title.MOBILE': '모바일 앱',
  'library.title.WEBSITE': '웹사이트',
  'library.mau': 'MAU {count}',
  'library.loading': '불러오는 중…',
  'library.empty': '아직 등록된 서비스가 없어요.',
  'library.retry': '다시 시도',

  'error.server': '서버 오류가 발생했습니다.',

  'notFound.title': '페이지를 찾을 수 없어요',
  'notFound.body': '주소가 바뀌었거나 없는 페이지예요.',
  'notFound.home': '홈으로',
};

export type MessageKey = keyof typeof ko;
