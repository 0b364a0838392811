// Demo flows (issue 30): each demo app gets two to four journeys built from its own screens, the
// patterns of a journey in the order a person meets them (sign-up: onboarding → terms → sign-up →
// verification → home), each step labelled in Korean and English by what the person does there.
import { TEMPLATES } from './screens/templates.mjs';

/**
 * What a person does on a screen of each pattern, for its first, second and third screen (a pattern
 * has at most three layouts): [Korean, English].
 */
// prettier-ignore
const STEP_LABELS = {
  101: [['앱 실행', 'Open the app'], ['로딩 화면', 'Wait for the app to load']],
  102: [['서비스 소개 보기', 'Read what the app does'], ['주요 기능 넘겨 보기', 'Swipe through the features'], ['시작하기 누르기', 'Tap Get started']],
  103: [['이메일 입력', 'Enter email'], ['비밀번호 만들기', 'Create a password'], ['프로필 정보 입력', 'Fill in the profile']],
  104: [['아이디 입력', 'Enter your ID'], ['간편 로그인 선택', 'Choose a quick sign-in'], ['비밀번호 입력', 'Enter the password']],
  105: [['전화번호 입력', 'Enter phone number'], ['인증번호 확인', 'Verify the code']],
  106: [['알림 권한 허용', 'Allow notifications'], ['위치 권한 허용', 'Allow location access']],
  107: [['가입한 이메일 입력', 'Enter the account email'], ['새 비밀번호 설정', 'Set a new password']],
  108: [['약관 전체 동의', 'Agree to all terms'], ['선택 약관 확인', 'Review the optional terms']],
  109: [['홈 화면 도착', 'Land on home'], ['홈 추천 둘러보기', 'Browse home picks'], ['홈 아래로 스크롤', 'Scroll down home']],
  110: [['대시보드 확인', 'Check the dashboard'], ['지표 자세히 보기', 'Look at a metric']],
  111: [['피드 둘러보기', 'Scroll the feed'], ['새 글 확인', 'Catch up on new posts']],
  112: [['카테고리 고르기', 'Pick a category'], ['하위 카테고리 보기', 'Open a subcategory']],
  113: [['둘러보기 탭 열기', 'Open Explore'], ['추천 항목 보기', 'Look at the suggestions']],
  114: [['랭킹 보기', 'Check the ranking'], ['순위 기준 바꾸기', 'Switch the ranking']],
  115: [['이벤트 배너 열기', 'Open the promotion'], ['혜택 확인', 'Check the offer']],
  116: [['지도에서 찾기', 'Search on the map'], ['지도 핀 선택', 'Tap a pin']],
  117: [['검색창 누르기', 'Tap the search bar'], ['검색어 입력', 'Type a query']],
  118: [['검색 결과 보기', 'Scan the results'], ['결과 더 보기', 'Load more results']],
  119: [['필터 열기', 'Open the filters'], ['필터 적용', 'Apply the filters']],
  120: [['정렬 기준 고르기', 'Choose the sort order'], ['정렬 적용', 'Apply the sort']],
  121: [['최근 검색어 보기', 'See recent searches'], ['최근 검색어 선택', 'Pick a recent search']],
  122: [['상품 목록 보기', 'Browse the products'], ['상품 고르기', 'Pick a product']],
  123: [['상품 상세 보기', 'View the product'], ['옵션 선택', 'Choose an option'], ['상세 정보 확인', 'Read the details']],
  124: [['장바구니 확인', 'Review the cart'], ['수량 변경', 'Change the quantity'], ['주문하기 누르기', 'Tap Order']],
  125: [['배송지 입력', 'Enter the address'], ['결제 수단 선택', 'Choose how to pay'], ['결제하기', 'Pay']],
  126: [['주문 완료 확인', 'See the order confirmed'], ['주문 번호 확인', 'Note the order number']],
  127: [['주문 내역 열기', 'Open order history'], ['주문 상세 보기', 'Open an order']],
  128: [['배송 조회', 'Track the delivery'], ['배송 단계 확인', 'Check the delivery status']],
  129: [['쿠폰함 열기', 'Open the coupons'], ['쿠폰 받기', 'Claim a coupon']],
  130: [['포인트 확인', 'Check the points'], ['포인트 내역 보기', 'See the points history']],
  131: [['구독 플랜 비교', 'Compare the plans'], ['플랜 선택', 'Choose a plan']],
  132: [['받는 사람 선택', 'Choose the recipient'], ['보낼 금액 입력', 'Enter the amount']],
  133: [['계좌 확인', 'Check the accounts'], ['자산 내역 보기', 'See the balance history']],
  134: [['상세 화면 열기', 'Open the details'], ['정보 자세히 보기', 'Read more']],
  135: [['새 글 쓰기', 'Write a post'], ['사진 첨부', 'Attach a photo']],
  136: [['댓글 읽기', 'Read the comments'], ['댓글 남기기', 'Leave a comment']],
  137: [['채팅방 열기', 'Open the chat'], ['메시지 보내기', 'Send a message']],
  138: [['프로필 보기', 'View the profile'], ['프로필 편집', 'Edit the profile']],
  139: [['팔로우하기', 'Follow'], ['팔로워 목록 보기', 'See the followers']],
  140: [['리뷰 읽기', 'Read the reviews'], ['리뷰 쓰기', 'Write a review']],
  141: [['공유하기 누르기', 'Tap Share'], ['공유할 곳 선택', 'Choose where to share']],
  142: [['재생하기', 'Press play'], ['재생 목록 보기', 'Open the queue']],
  143: [['날짜 선택', 'Pick the dates'], ['예약 정보 확인', 'Confirm the booking']],
  144: [['마이페이지 열기', 'Open My page'], ['내 활동 보기', 'See my activity']],
  145: [['설정 열기', 'Open Settings'], ['계정 설정 보기', 'Open account settings'], ['설정 항목 찾기', 'Find the setting']],
  146: [['알림 설정 열기', 'Open notification settings'], ['알림 끄기', 'Turn notifications off']],
  147: [['알림 목록 보기', 'Check the notifications'], ['알림 눌러 이동', 'Open a notification']],
  148: [['고객센터 열기', 'Open the help center'], ['자주 묻는 질문 보기', 'Read the FAQ']],
  149: [['탈퇴 사유 선택', 'Choose why you leave'], ['탈퇴 확인', 'Confirm closing the account']],
  150: [['언어 선택', 'Choose the language'], ['언어 적용', 'Apply the language']],
  151: [['빈 화면 확인', 'See the empty state'], ['첫 항목 추가 안내', 'Get prompted to add the first item']],
  152: [['오류 안내 보기', 'See the error'], ['다시 시도', 'Try again']],
  153: [['불러오는 중', 'Wait while it loads'], ['불러오기 완료 직전', 'Almost loaded']],
  154: [['완료 확인', 'See it done'], ['다음 할 일 보기', 'See what is next']],
  155: [['업데이트 안내 보기', 'See the update prompt'], ['업데이트하기', 'Update']],
  156: [['점검 안내 보기', 'See the maintenance notice'], ['점검 시간 확인', 'Check the maintenance hours']],
  157: [['즐겨찾기 보기', 'Open the favorites'], ['즐겨찾기 정리', 'Tidy the favorites']],
  158: [['일정 보기', 'Check the schedule'], ['일정 추가', 'Add an event']],
  159: [['위치 검색', 'Search for a place'], ['위치 확정', 'Confirm the place']],
  160: [['친구 초대 열기', 'Open the referral'], ['초대 링크 보내기', 'Send the invite link']],
};

/**
 * The journeys a demo app may have: the patterns in the order a person meets them, the pattern the
 * journey is (its code) and its name. An app gets those whose own pattern it has, the ones through
 * most of its patterns first, up to four.
 */
const JOURNEYS = [
  { code: '103', name: '회원가입', nameEn: 'Sign up', patterns: ['101', '102', '108', '103', '105', '106', '109'] },
  { code: '125', name: '상품 구매', nameEn: 'Checkout', patterns: ['122', '123', '124', '125', '126'] },
  { code: '132', name: '송금하기', nameEn: 'Sending money', patterns: ['133', '132', '105', '154'] },
  { code: '143', name: '예약하기', nameEn: 'Making a booking', patterns: ['116', '118', '134', '143', '125', '154'] },
  { code: '131', name: '구독 시작하기', nameEn: 'Starting a subscription', patterns: ['115', '131', '125', '154'] },
  { code: '104', name: '로그인', nameEn: 'Log in', patterns: ['101', '104', '107', '109'] },
  { code: '118', name: '검색해서 찾기', nameEn: 'Search and find', patterns: ['117', '121', '118', '119', '120', '123', '134'] },
  { code: '128', name: '주문 배송 조회', nameEn: 'Tracking an order', patterns: ['144', '127', '128', '140'] },
  { code: '135', name: '글 올리기', nameEn: 'Posting', patterns: ['111', '135', '141', '136'] },
  { code: '137', name: '대화 시작하기', nameEn: 'Starting a chat', patterns: ['138', '139', '137'] },
  { code: '142', name: '콘텐츠 감상', nameEn: 'Watching and listening', patterns: ['113', '114', '134', '142'] },
  { code: '158', name: '일정 관리', nameEn: 'Planning the schedule', patterns: ['110', '158', '147'] },
  { code: '160', name: '친구 초대', nameEn: 'Inviting a friend', patterns: ['144', '160', '141', '154'] },
  { code: '146', name: '알림 끄기', nameEn: 'Turning notifications off', patterns: ['144', '145', '146', '147'] },
  { code: '149', name: '회원 탈퇴', nameEn: 'Closing the account', patterns: ['144', '145', '149', '154'] },
  { code: '148', name: '문의하기', nameEn: 'Getting help', patterns: ['145', '148', '137', '154'] },
  { code: '129', name: '쿠폰 받기', nameEn: 'Claiming a coupon', patterns: ['115', '129', '130', '124'] },
  { code: '102', name: '처음 실행하기', nameEn: 'First launch', patterns: ['101', '102', '106', '150', '109'] },
  { code: '123', name: '상품 살펴보기', nameEn: 'Looking at a product', patterns: ['112', '122', '123', '140', '157', '124'] },
  { code: '133', name: '잔액 확인하기', nameEn: 'Checking the balance', patterns: ['104', '133', '110', '130'] },
  { code: '111', name: '새 소식 보기', nameEn: 'Catching up', patterns: ['147', '111', '136', '139'] },
  { code: '134', name: '자세히 읽고 저장하기', nameEn: 'Reading and saving', patterns: ['112', '118', '134', '157', '141'] },
  { code: '145', name: '설정 바꾸기', nameEn: 'Changing a setting', patterns: ['144', '145', '150', '146'] },
  { code: '112', name: '카테고리로 찾기', nameEn: 'Browsing by category', patterns: ['112', '119', '120', '122', '134'] },
  { code: '138', name: '프로필 꾸미기', nameEn: 'Editing the profile', patterns: ['144', '138', '154'] },
  { code: '152', name: '오류에서 돌아오기', nameEn: 'Recovering from an error', patterns: ['153', '152', '154'] },
  { code: '159', name: '위치 정하기', nameEn: 'Setting the location', patterns: ['106', '159', '116'] },
  { code: '155', name: '앱 업데이트', nameEn: 'Updating the app', patterns: ['101', '155', '109'] },
];

/** Journeys that begin before the home screen (the rest start from it when the app has one). */
const BEFORE_HOME = new Set(['103', '104', '102', '155']);

/** How many flows an app gets. */
const [MIN_FLOWS, MAX_FLOWS] = [2, 4];

/** A pattern's screens as steps: the first two of a pattern at most, so a journey keeps moving. */
const stepsOf = (pattern, take = 2) =>
  pattern.screens.slice(0, take).map((screen, i) => {
    const template = TEMPLATES[pattern.patternCode];
    const [label, labelEn] = STEP_LABELS[pattern.patternCode]?.[i] ?? [
      template?.name ?? pattern.patternName,
      template?.nameEn ?? pattern.patternName,
    ];
    return { screen, label, labelEn };
  });

/**
 * The flows of one app from its patterns ({patternCode, patternName, screens: [...]}, its screens
 * whatever the caller keeps: ids, specs): 2–4 flows of 2 steps or more, no screen twice in one.
 * Journeys first; an app short of them gets a first look around (the first screen of each of its
 * patterns, in its order) and a closer look at its fullest pattern.
 */
export function demoFlowsOf(patterns) {
  const byCode = new Map(patterns.map((p) => [p.patternCode, p]));
  const journeyOf = (journey) => {
    const met = journey.patterns.filter((code) => byCode.has(code));
    const fromHome =
      byCode.has('109') && !journey.patterns.includes('109') && !BEFORE_HOME.has(journey.code)
        ? stepsOf(byCode.get('109'), 1)
        : [];
    return { ...journey, met, steps: [...fromHome, ...met.flatMap((code) => stepsOf(byCode.get(code)))] };
  };
  // A journey needs the app's screens of its own pattern (no "Checkout" without a checkout screen);
  // those through more of the app's patterns come first, ties in the list's order.
  const journeys = JOURNEYS.filter((j) => byCode.has(j.code))
    .map(journeyOf)
    .filter((j) => j.steps.length >= 2);
  const across = journeys.filter((j) => j.met.length >= 2).sort((a, b) => b.met.length - a.met.length);
  // Then journeys that meet only their own pattern of the app (from home, when it has one).
  const within = journeys.filter((j) => j.met.length === 1);
  const flows = [];
  const seen = new Set();
  for (const { name, nameEn, code, steps } of [...across, ...within]) {
    const key = steps.map((s) => JSON.stringify(s.screen)).join();
    if (flows.length === MAX_FLOWS || seen.has(key)) continue;
    seen.add(key);
    flows.push({ name, nameEn, patternCode: code, steps });
  }
  if (flows.length < MIN_FLOWS) {
    const tour = patterns.slice(0, 6).flatMap((p) => stepsOf(p, 1));
    if (tour.length >= 2)
      flows.push({ name: '처음 둘러보기', nameEn: 'A first look around', patternCode: patterns[0].patternCode, steps: tour });
  }
  if (flows.length < MIN_FLOWS) {
    const fullest = [...patterns].sort((a, b) => b.screens.length - a.screens.length)[0];
    if (fullest?.screens.length >= 2) {
      const { name, nameEn } = TEMPLATES[fullest.patternCode] ?? { name: fullest.patternName, nameEn: fullest.patternName };
      flows.push({
        name: `${name} 자세히 보기`,
        nameEn: `${nameEn} up close`,
        patternCode: fullest.patternCode,
        steps: stepsOf(fullest, 3),
      });
    }
  }
  return flows;
}
