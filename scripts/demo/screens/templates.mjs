// One template family per UX pattern of the demo (pattern codes from catalog's seed). A template
// draws into a Screen inside a content box ({x, y, w, bottom}: the whole phone below the status
// bar, or the page column of a website); `variant` picks one of its screens (some add an overlay).
import { C, shade } from './draw.mjs';

const KO_NAMES = ['김하늘', '이서준', '박지우', '최민서', '정다온', '한예린'];
const EN_NAMES = ['Mia Park', 'Leo Kim', 'Ava Choi', 'Noah Lee', 'Emma Jung', 'Liam Han'];
const person = (s, i) => (s.theme.lang === 'ko' ? KO_NAMES : EN_NAMES)[i % 6];
const PRODUCTS = [['린넨 셔츠', 'Linen shirt'], ['무선 이어폰', 'Wireless earbuds'], ['캔버스 백', 'Canvas tote'], ['세라믹 머그', 'Ceramic mug'], ['러닝화', 'Running shoes'], ['데스크 램프', 'Desk lamp'], ['향초 세트', 'Candle set'], ['가죽 지갑', 'Leather wallet']];
const product = (s, i) => s.t(...PRODUCTS[i % PRODUCTS.length]);
const cols = (box) => (box.w > 600 ? 4 : 2);

/** A grid of product cards (image, name, price). */
function productGrid(s, box, y, n, { rating = false } = {}) {
  s.use(C.grid, C.card);
  const k = cols(box);
  const gap = 12;
  const w = (box.w - gap * (k - 1)) / k;
  for (let i = 0; i < n; i++) {
    const x = box.x + (i % k) * (w + gap);
    const top = y + Math.floor(i / k) * (w + 92);
    if (top + w + 80 > box.bottom) break;
    s.picture(x, top, w, w, 10, i % 3 === 1 ? shade(s.brand, -0.2) : s.brand);
    s.text(x, top + w + 22, product(s, i), { size: 14 });
    s.price(x, top + w + 46, 12900 + i * 7000, i % 2 ? 0 : 10 + i * 3, 15);
    if (rating) s.rating(x + 6, top + w + 66, 4 + (i % 2), 11);
  }
  return s;
}

export const TEMPLATES = {
  102: {
    name: '온보딩', nameEn: 'Onboarding', variants: 2,
    draw(s, box, v) {
      s.picture(box.x, box.y + 20, box.w, Math.min(box.w, 340), 24);
      const ty = box.y + Math.min(box.w, 340) + 80;
      s.text(box.x + box.w / 2, ty, v ? s.t('매일 조금씩 쌓이는 습관', 'Small steps, every day') : s.t(`${s.theme.name}에 오신 걸 환영해요`, `Welcome to ${s.theme.name}`), { size: 24, weight: 700, anchor: 'middle' });
      s.text(box.x + box.w / 2, ty + 34, s.t('필요한 것만 골라 빠르게 시작하세요', 'Pick what you need and get going'), { size: 15, fill: s.muted, anchor: 'middle' });
      s.pageIndicator(box.x + box.w / 2, ty + 80, 3, v);
      s.button(box.x, box.bottom - 70, box.w, v ? s.t('시작하기', 'Get started') : s.t('다음', 'Next'));
      if (v) s.use(C.link).text(box.x + box.w / 2, box.bottom - 88, s.t('이미 계정이 있어요', 'I already have an account'), { size: 14, fill: s.brand, anchor: 'middle' });
    },
  },
  103: {
    name: '회원가입', nameEn: 'Sign up', variants: 2,
    draw(s, box, v) {
      s.text(box.x, box.y + 40, s.t('회원가입', 'Create your account'), { size: 26, weight: 700 });
      s.use(C.progress).rect(box.x, box.y + 60, box.w, 6, s.line, 3).rect(box.x, box.y + 60, box.w * (v ? 0.66 : 0.33), 6, s.brand, 3);
      if (!v) {
        s.textField(box.x, box.y + 110, box.w, s.t('이름', 'Name'), person(s, 0), { focused: true });
        s.textField(box.x, box.y + 190, box.w, s.t('이메일', 'Email'), 'hello@example.com');
        s.textField(box.x, box.y + 270, box.w, s.t('비밀번호', 'Password'), '••••••••');
        s.checkbox(box.x, box.y + 360, true, s.t('[필수] 이용약관에 동의합니다', 'I agree to the Terms of Service'));
        s.checkbox(box.x, box.y + 396, false, s.t('[선택] 마케팅 정보 수신', 'Send me product news (optional)'));
      } else {
        s.text(box.x, box.y + 120, s.t('문자로 받은 인증번호를 입력하세요', 'Enter the code we texted you'), { size: 15, fill: s.muted });
        s.use(C.otp);
        const w = (box.w - 50) / 6;
        for (let i = 0; i < 6; i++) {
          s.rect(box.x + i * (w + 10), box.y + 140, w, 58, s.surface, 10, i === 4 ? `stroke="${s.brand}" stroke-width="2"` : '');
          if (i < 4) s.text(box.x + i * (w + 10) + w / 2, box.y + 178, String((i * 3 + 1) % 10), { size: 24, weight: 700, anchor: 'middle' });
        }
        s.use(C.link).text(box.x, box.y + 236, s.t('인증번호 다시 받기 (2:48)', 'Resend code (2:48)'), { size: 14, fill: s.brand });
      }
      s.button(box.x, box.bottom - 70, box.w, s.t(v ? '확인' : '가입하기', v ? 'Verify' : 'Sign up'));
    },
  },
  104: {
    name: '로그인', nameEn: 'Log in', variants: 2,
    draw(s, box, v) {
      s.rect(box.x + box.w / 2 - 36, box.y + 30, 72, 72, s.brand, 20);
      s.text(box.x + box.w / 2, box.y + 80, s.theme.name.slice(0, 1), { size: 36, weight: 800, fill: s.onBrand, anchor: 'middle' });
      s.text(box.x + box.w / 2, box.y + 150, s.t('다시 만나서 반가워요', 'Welcome back'), { size: 24, weight: 700, anchor: 'middle' });
      s.textField(box.x, box.y + 190, box.w, s.t('이메일', 'Email'), 'hello@example.com');
      s.textField(box.x, box.y + 270, box.w, s.t('비밀번호', 'Password'), '••••••••', { focused: true });
      s.button(box.x, box.y + 360, box.w, s.t('로그인', 'Sign in'));
      s.use(C.link).text(box.x + box.w / 2, box.y + 446, s.t('비밀번호를 잊으셨나요?', 'Forgot password?'), { size: 14, fill: s.muted, anchor: 'middle' });
      s.use(C.socialLogin);
      const socials = [['카카오로 시작하기', 'Continue with Kakao', '#FEE500', '#191919'], ['네이버로 시작하기', 'Continue with Naver', '#03C75A', '#FFFFFF'], ['Apple로 계속하기', 'Sign in with Apple', '#000000', '#FFFFFF']];
      socials.forEach(([ko, en, fill, ink], i) => {
        const y = box.y + 480 + i * 60;
        s.rect(box.x, y, box.w, 50, fill, 12, fill === '#000000' && s.theme.dark ? `stroke="#444"` : '');
        s.text(box.x + box.w / 2, y + 31, s.t(ko, en), { size: 15, weight: 700, fill: ink, anchor: 'middle' });
      });
      if (v) s.dialog(s.t('로그인 실패', 'Sign-in failed'), s.t('비밀번호가 일치하지 않아요', 'That password is not right'), s.t('확인', 'OK'));
    },
  },
  109: {
    name: '홈', nameEn: 'Home', variants: 2, tab: 0,
    draw(s, box, v) {
      s.text(box.x, box.y + 30, s.t(`${person(s, 1)}님, 좋은 아침이에요`, `Good morning, ${person(s, 1).split(' ')[0]}`), { size: 22, weight: 700 });
      s.iconButton(box.x + box.w - 12, box.y + 22, true);
      s.use(C.banner, C.carousel);
      s.rect(box.x, box.y + 56, box.w, 150, s.brand, 18);
      s.text(box.x + 22, box.y + 106, s.t('이번 주 한정 혜택', 'This week only'), { size: 14, fill: s.onBrand });
      s.text(box.x + 22, box.y + 140, s.t('첫 구매 20% 할인', '20% off your first order'), { size: 22, weight: 800, fill: s.onBrand });
      s.rect(box.x + box.w - 64, box.y + 176, 48, 22, '#000000', 11, 'fill-opacity="0.25"');
      s.text(box.x + box.w - 40, box.y + 191, '1/5', { size: 12, fill: s.onBrand, anchor: 'middle' });
      s.text(box.x, box.y + 246, s.t('지금 인기 있는', 'Trending now'), { size: 18, weight: 700 });
      productGrid(s, box, box.y + 264, v ? 4 : 6);
      if (v) s.use(C.fab).circle(box.x + box.w - 28, box.bottom - 40, 28, s.brand).text(box.x + box.w - 28, box.bottom - 31, '+', { size: 28, fill: s.onBrand, anchor: 'middle' });
    },
  },
  110: {
    name: '대시보드', nameEn: 'Dashboard', variants: 2, tab: 0,
    draw(s, box, v) {
      s.use(C.card, C.statistic);
      s.rect(box.x, box.y + 10, box.w, 120, s.surface, 16);
      s.text(box.x + 18, box.y + 44, s.t('이번 달 지출', 'Spent this month'), { size: 14, fill: s.muted });
      s.text(box.x + 18, box.y + 86, s.money(1284500), { size: 30, weight: 800 });
      s.text(box.x + 18, box.y + 114, s.t('지난달보다 12% 적어요', '12% less than last month'), { size: 13, weight: 600, fill: '#459949' });
      s.text(box.x, box.y + 170, s.t('주간 추이', 'Weekly trend'), { size: 17, weight: 700 });
      if (v) {
        s.use(C.chart);
        const pts = [0.4, 0.55, 0.35, 0.7, 0.6, 0.85, 0.75].map((p, i) => `${(box.x + (box.w / 6) * i).toFixed(1)},${(box.y + 340 - p * 140).toFixed(1)}`);
        s.raw(`<polyline points="${pts.join(' ')}" fill="none" stroke="${s.brand}" stroke-width="3" stroke-linejoin="round"/>`);
        s.raw(`<polygon points="${box.x},${box.y + 340} ${pts.join(' ')} ${box.x + box.w},${box.y + 340}" fill="${s.brand}" fill-opacity="0.15"/>`);
      } else s.barChart(box.x, box.y + 190, box.w, 150, [42, 65, 38, 80, 55, 72, 96]);
      s.list(box.y + 370, 4, 58, (y, i) => {
        s.rect(box.x, y + 10, 38, 38, shade(s.brand, 0.75), 12);
        s.text(box.x + 52, y + 28, [s.t('식비', 'Food'), s.t('교통', 'Transport'), s.t('쇼핑', 'Shopping'), s.t('구독', 'Subscriptions')][i], { size: 15, weight: 600 });
        s.text(box.x + 52, y + 46, s.t(`${4 - i}건`, `${4 - i} payments`), { size: 12, fill: s.muted });
        s.text(box.x + box.w, y + 36, s.money(412000 - i * 83000), { size: 15, weight: 700, anchor: 'end' });
      });
    },
  },
  111: {
    name: '피드', nameEn: 'Feed', variants: 2, tab: 0,
    draw(s, box, v) {
      s.use(C.tabs);
      [s.t('추천', 'For you'), s.t('팔로잉', 'Following')].forEach((label, i) => {
        s.text(box.x + i * 90, box.y + 24, label, { size: 17, weight: 700, fill: i ? s.muted : s.ink });
      });
      s.rect(box.x, box.y + 34, 48, 3, s.ink);
      if (v) {
        s.use(C.avatar);
        for (let i = 0; i < 5; i++) s.raw(`<circle cx="${box.x + 32 + i * 72}" cy="${box.y + 84}" r="30" fill="none" stroke="${s.brand}" stroke-width="3"/>`).avatar(box.x + 32 + i * 72, box.y + 84, 26, person(s, i).slice(0, 1));
      }
      const top = box.y + (v ? 140 : 56);
      s.use(C.card);
      s.avatar(box.x + 20, top + 20, 18, person(s, 2).slice(0, 1));
      s.text(box.x + 48, top + 18, person(s, 2), { size: 15, weight: 700 }).text(box.x + 48, top + 36, s.t('2시간 전', '2 hours ago'), { size: 12, fill: s.muted });
      s.picture(box.x, top + 52, box.w, Math.min(box.w, 340), 14);
      const after = top + 52 + Math.min(box.w, 340);
      s.text(box.x, after + 30, s.t('♥ 좋아요 1,284개   댓글 86개', '♥ 1,284 likes   86 comments'), { size: 14, weight: 700 });
      s.text(box.x, after + 56, s.t('주말에 다녀온 전시, 색감이 정말 좋았어요', 'Weekend at the gallery — those colours!'), { size: 15 });
      s.lines(box.x, after + 76, box.w, 2);
    },
  },
  117: {
    name: '검색', nameEn: 'Search', variants: 2,
    draw(s, box, v) {
      s.searchBar(box.x, box.y + 10, box.w, v ? s.t('린넨', 'linen') : s.t('무엇을 찾고 계세요?', 'What are you looking for?'));
      if (!v) {
        s.text(box.x, box.y + 96, s.t('최근 검색어', 'Recent searches'), { size: 17, weight: 700 });
        s.chips(box.x, box.y + 112, [s.t('여름 원피스', 'summer dress'), s.t('캠핑', 'camping'), s.t('텀블러', 'tumbler')], -1);
        s.text(box.x, box.y + 200, s.t('인기 검색어', 'Popular searches'), { size: 17, weight: 700 });
        s.list(box.y + 220, 8, 48, (y, i) => {
          s.text(box.x, y + 30, String(i + 1), { size: 16, weight: 800, fill: i < 3 ? s.brand : s.muted });
          s.text(box.x + 34, y + 30, product(s, i), { size: 15 });
        });
      } else {
        s.use(C.list);
        for (let i = 0; i < 7; i++) {
          const y = box.y + 72 + i * 52;
          s.raw(`<circle cx="${box.x + 10}" cy="${y + 20}" r="6" fill="none" stroke="${s.muted}" stroke-width="2"/>`);
          s.text(box.x + 34, y + 26, `${s.t('린넨', 'linen')} ${[s.t('셔츠', 'shirt'), s.t('바지', 'pants'), s.t('원피스', 'dress'), s.t('침구', 'bedding'), s.t('커튼', 'curtains'), s.t('자켓', 'jacket'), s.t('스카프', 'scarf')][i]}`, { size: 16 });
        }
      }
    },
  },
  119: {
    name: '필터', nameEn: 'Filter', variants: 2,
    draw(s, box, v) {
      productGrid(s, box, box.y + 20, 6);
      s.bottomSheet(box.bottom - 520, s.t('필터', 'Filters'));
      const y = box.bottom - 440;
      s.text(box.x, y, s.t('정렬', 'Sort by'), { size: 15, weight: 700 });
      s.use(C.segmented).rect(box.x, y + 14, box.w, 40, s.surface, 10).rect(box.x + 3, y + 17, box.w / 3 - 6, 34, s.bg, 8);
      [s.t('추천순', 'Popular'), s.t('최신순', 'Newest'), s.t('낮은 가격', 'Price')].forEach((label, i) => s.text(box.x + (box.w / 3) * (i + 0.5), y + 40, label, { size: 14, weight: 600, anchor: 'middle' }));
      s.text(box.x, y + 92, s.t('가격', 'Price'), { size: 15, weight: 700 });
      s.use(C.slider).rect(box.x, y + 116, box.w, 4, s.line, 2).rect(box.x + box.w * 0.15, y + 116, box.w * 0.5, 4, s.brand, 2);
      s.circle(box.x + box.w * 0.15, y + 118, 11, s.brand).circle(box.x + box.w * 0.65, y + 118, 11, s.brand);
      s.text(box.x, y + 176, s.t('색상', 'Colour'), { size: 15, weight: 700 });
      if (v) s.checkbox(box.x, y + 196, true, s.t('무료 배송만', 'Free shipping only')).checkbox(box.x, y + 232, false, s.t('오늘 출발', 'Ships today'));
      else s.chips(box.x, y + 192, [s.t('블랙', 'Black'), s.t('화이트', 'White'), s.t('블루', 'Blue')], 0);
      s.button(box.x, box.bottom - 70, box.w, s.t('상품 128개 보기', 'Show 128 items'));
    },
  },
  122: {
    name: '상품 목록', nameEn: 'Product list', variants: 2,
    draw(s, box, v) {
      s.chips(box.x, box.y + 10, [s.t('전체', 'All'), s.t('상의', 'Tops'), s.t('신발', 'Shoes'), s.t('가방', 'Bags')], 0);
      s.text(box.x, box.y + 76, s.t('상품 1,240개', '1,240 items'), { size: 13, fill: s.muted });
      s.use(C.dropdown).text(box.x + box.w, box.y + 76, s.t('추천순 ▾', 'Popular ▾'), { size: 13, weight: 600, anchor: 'end' });
      productGrid(s, box, box.y + 92, 8, { rating: true });
      if (v) s.toast(s.t('장바구니에 담았어요', 'Added to your cart'));
    },
  },
  123: {
    name: '상품 상세', nameEn: 'Product detail', variants: 2,
    draw(s, box, v) {
      const h = Math.min(box.w, 380);
      s.picture(box.x, box.y, box.w, h, 0);
      s.pageIndicator(box.x + box.w / 2, box.y + h - 20, 4, 1);
      s.text(box.x, box.y + h + 34, s.theme.name, { size: 13, weight: 700, fill: s.muted });
      s.text(box.x, box.y + h + 62, product(s, 0), { size: 20, weight: 700 });
      s.rating(box.x + 7, box.y + h + 86, 4).text(box.x + 100, box.y + h + 91, s.t('리뷰 342', '342 reviews'), { size: 13, fill: s.muted });
      s.price(box.x, box.y + h + 128, 39000, 15, 22);
      s.divider(box.y + h + 150, box.x, box.w);
      s.lines(box.x, box.y + h + 172, box.w, 3);
      if (v) {
        s.bottomSheet(box.bottom - 300, s.t('옵션 선택', 'Choose options'));
        s.use(C.dropdown).rect(box.x, box.bottom - 230, box.w, 48, s.surface, 10).text(box.x + 14, box.bottom - 200, s.t('색상: 네이비 ▾', 'Colour: Navy ▾'), { size: 15 });
        s.use(C.quantity, C.stepper).rect(box.x, box.bottom - 166, 120, 40, s.surface, 10).text(box.x + 60, box.bottom - 140, '−   1   +', { size: 16, weight: 700, anchor: 'middle' });
      }
      s.use(C.iconButton).rect(box.x, box.bottom - 62, 52, 52, 'none', 12, `stroke="${s.line}" stroke-width="1.5"`).text(box.x + 26, box.bottom - 29, '♡', { size: 22, anchor: 'middle' });
      s.button(box.x + 62, box.bottom - 62, box.w - 62, v ? s.t('장바구니 담기', 'Add to cart') : s.t('구매하기', 'Buy now'));
    },
  },
  124: {
    name: '장바구니', nameEn: 'Cart', variants: 2,
    draw(s, box, v) {
      s.checkbox(box.x, box.y + 10, true, s.t('전체 선택 (3/3)', 'Select all (3/3)'));
      s.list(box.y + 50, v ? 2 : 3, 130, (y, i) => {
        s.checkbox(box.x, y + 12, true, '');
        s.picture(box.x + 34, y + 10, 90, 90, 10);
        s.text(box.x + 138, y + 32, product(s, i + 1), { size: 15, weight: 600 });
        s.price(box.x + 138, y + 60, 15900 + i * 9000, 0, 15);
        s.use(C.quantity, C.stepper).rect(box.x + 138, y + 74, 104, 32, s.surface, 8).text(box.x + 190, y + 96, `−  ${i + 1}  +`, { size: 14, weight: 700, anchor: 'middle' });
      });
      const y = box.bottom - 190;
      s.rect(box.x, y, box.w, 100, s.surface, 14);
      s.text(box.x + 16, y + 34, s.t('상품 금액', 'Subtotal'), { size: 14, fill: s.muted }).text(box.x + box.w - 16, y + 34, s.money(66700), { size: 14, anchor: 'end' });
      s.text(box.x + 16, y + 70, s.t('배송비', 'Shipping'), { size: 14, fill: s.muted }).text(box.x + box.w - 16, y + 70, s.t('무료', 'Free'), { size: 14, anchor: 'end' });
      s.button(box.x, box.bottom - 70, box.w, s.t(`${s.money(66700)} 주문하기`, `Check out · ${s.money(66700)}`));
      if (v) s.dialog(s.t('상품을 삭제할까요?', 'Remove this item?'), s.t('장바구니에서 빠져요', 'It leaves your cart'), s.t('삭제', 'Remove'), s.t('취소', 'Cancel'));
    },
  },
  125: {
    name: '결제', nameEn: 'Checkout', variants: 2,
    draw(s, box, v) {
      s.text(box.x, box.y + 26, s.t('배송지', 'Shipping address'), { size: 17, weight: 700 });
      s.rect(box.x, box.y + 40, box.w, 76, s.surface, 12);
      s.text(box.x + 16, box.y + 70, s.t(`${person(s, 0)} · 010-1234-5678`, `${person(s, 0)} · (555) 123-4567`), { size: 14, weight: 600 });
      s.text(box.x + 16, box.y + 96, s.t('서울시 성동구 성수이로 12', '12 Market St, San Francisco'), { size: 13, fill: s.muted });
      s.text(box.x, box.y + 160, s.t('결제 수단', 'Payment method'), { size: 17, weight: 700 });
      s.use(C.paymentMethod);
      [s.t('신용·체크카드', 'Credit or debit card'), s.t('카카오페이', 'Kakao Pay'), s.t('계좌이체', 'Bank transfer')].forEach((label, i) => {
        const y = box.y + 176 + i * 60;
        s.rect(box.x, y, box.w, 50, s.bg, 12, `stroke="${i === 0 ? s.brand : s.line}" stroke-width="${i === 0 ? 2 : 1.5}"`);
        s.radio(box.x + 14, y + 14, i === 0, label);
      });
      if (v) s.checkbox(box.x, box.y + 370, true, s.t('주문 내용을 확인했으며 결제에 동의합니다', 'I agree to pay for this order'));
      else s.textField(box.x, box.y + 370, box.w, s.t('쿠폰 코드', 'Coupon code'), 'WELCOME10');
      s.divider(box.bottom - 130, box.x, box.w);
      s.text(box.x, box.bottom - 96, s.t('최종 결제 금액', 'Total'), { size: 16, weight: 700 }).price(box.x + box.w - 110, box.bottom - 96, 66700, 0, 18);
      s.button(box.x, box.bottom - 70, box.w, s.t('결제하기', 'Pay now'));
    },
  },
  126: {
    name: '주문 완료', nameEn: 'Order complete', variants: 1,
    draw(s, box) {
      const cx = box.x + box.w / 2;
      s.use(C.image).circle(cx, box.y + 140, 64, s.brand).raw(`<path d="M${cx - 28} ${box.y + 140} l20 20 l36 -40" stroke="#FFFFFF" stroke-width="9" fill="none" stroke-linecap="round"/>`);
      s.text(cx, box.y + 250, s.t('결제가 완료되었어요', 'Payment complete'), { size: 24, weight: 700, anchor: 'middle' });
      s.text(cx, box.y + 282, s.t('주문번호 2026-1122-0481', 'Order #2026-1122-0481'), { size: 14, fill: s.muted, anchor: 'middle' });
      s.use(C.card).rect(box.x, box.y + 320, box.w, 150, s.surface, 14);
      s.text(box.x + 16, box.y + 356, s.t('결제 금액', 'Amount paid'), { size: 14, fill: s.muted }).price(box.x + box.w - 110, box.y + 356, 66700, 0, 15);
      s.text(box.x + 16, box.y + 396, s.t('도착 예정', 'Arrives'), { size: 14, fill: s.muted }).text(box.x + box.w - 16, box.y + 396, s.t('11월 25일 (화)', 'Tue, Nov 25'), { size: 14, anchor: 'end' });
      s.text(box.x + 16, box.y + 436, s.t('결제 수단', 'Paid with'), { size: 14, fill: s.muted }).text(box.x + box.w - 16, box.y + 436, s.t('신용카드', 'Credit card'), { size: 14, anchor: 'end' });
      s.button(box.x, box.bottom - 132, box.w, s.t('주문 내역 보기', 'View order'), { primary: false });
      s.button(box.x, box.bottom - 70, box.w, s.t('쇼핑 계속하기', 'Keep shopping'));
    },
  },
  132: {
    name: '송금', nameEn: 'Money transfer', variants: 2,
    draw(s, box, v) {
      s.avatar(box.x + 24, box.y + 40, 22, person(s, 3).slice(0, 1));
      s.text(box.x + 58, box.y + 36, s.t(`${person(s, 3)}님에게`, `To ${person(s, 3)}`), { size: 17, weight: 700 });
      s.text(box.x + 58, box.y + 58, s.t('하나은행 123-456-789012', 'Bank of Sky ••• 9012'), { size: 13, fill: s.muted });
      s.text(box.x + box.w / 2, box.y + 160, s.money(v ? 150000 : 35000), { size: 40, weight: 800, anchor: 'middle' });
      s.text(box.x + box.w / 2, box.y + 196, s.t('잔액 1,284,500원', 'Balance $988.07'), { size: 14, fill: s.muted, anchor: 'middle' });
      if (v) s.textField(box.x, box.y + 230, box.w, s.t('받는 분에게 표시', 'Note to recipient'), s.t('저녁값', 'Dinner'));
      s.use(C.keypad);
      const ky = box.bottom - 330;
      ['1', '2', '3', '4', '5', '6', '7', '8', '9', '00', '0', '←'].forEach((key, i) => {
        s.text(box.x + (box.w / 3) * ((i % 3) + 0.5), ky + Math.floor(i / 3) * 64 + 30, key, { size: 24, weight: 600, anchor: 'middle' });
      });
      s.button(box.x, box.bottom - 70, box.w, s.t('보내기', 'Send'));
    },
  },
  137: {
    name: '채팅', nameEn: 'Chat', variants: 2,
    draw(s, box, v) {
      s.use(C.chatBubble);
      const msgs = [
        [0, s.t('안녕하세요! 주문한 상품 언제 받을 수 있을까요?', 'Hi! When will my order arrive?')],
        [1, s.t('내일 오전 중 도착 예정이에요 😊', 'It arrives tomorrow morning.')],
        [0, s.t('감사합니다. 포장도 가능할까요?', 'Thanks! Can you gift-wrap it?')],
        [1, s.t('네, 무료로 해 드릴게요', 'Sure, free of charge.')],
        [0, s.t('좋아요!', 'Perfect!')],
      ];
      let y = box.y + 20;
      msgs.forEach(([mine, text], i) => {
        const w = Math.min(box.w * 0.75, 30 + text.length * (s.theme.lang === 'ko' ? 14 : 7.5));
        const x = mine ? box.x + box.w - w : box.x + 40;
        if (!mine) s.avatar(box.x + 16, y + 22, 16, person(s, 4).slice(0, 1));
        s.rect(x, y, w, 44, mine ? s.brand : s.surface, 18);
        s.text(x + 15, y + 28, text, { size: 14, fill: mine ? s.onBrand : s.ink });
        y += 60 + (i === 1 ? 10 : 0);
      });
      if (v) s.picture(box.x + box.w - 200, y, 200, 150, 18);
      s.use(C.textField).rect(box.x, box.bottom - 56, box.w - 52, 44, s.surface, 22).text(box.x + 18, box.bottom - 28, s.t('메시지 입력', 'Message'), { size: 14, fill: s.muted });
      s.use(C.iconButton).circle(box.x + box.w - 22, box.bottom - 34, 22, s.brand);
    },
  },
  138: {
    name: '프로필', nameEn: 'Profile', variants: 2, tab: 3,
    draw(s, box, v) {
      const cx = box.x + box.w / 2;
      s.avatar(cx, box.y + 60, 44, person(s, 0).slice(0, 1));
      s.text(cx, box.y + 136, person(s, 0), { size: 20, weight: 700, anchor: 'middle' });
      s.text(cx, box.y + 160, s.t('사진과 여행을 좋아해요', 'Photos, coffee and long walks'), { size: 14, fill: s.muted, anchor: 'middle' });
      s.use(C.statistic);
      [['128', s.t('게시물', 'Posts')], ['2.4k', s.t('팔로워', 'Followers')], ['311', s.t('팔로잉', 'Following')]].forEach(([n, label], i) => {
        const x = box.x + (box.w / 3) * (i + 0.5);
        s.text(x, box.y + 210, n, { size: 20, weight: 800, anchor: 'middle' }).text(x, box.y + 232, label, { size: 12, fill: s.muted, anchor: 'middle' });
      });
      s.button(box.x, box.y + 256, box.w, v ? s.t('팔로우', 'Follow') : s.t('프로필 편집', 'Edit profile'), { primary: !!v, h: 44 });
      s.use(C.grid);
      const k = box.w > 600 ? 5 : 3;
      const w = (box.w - 4 * (k - 1)) / k;
      for (let i = 0; i < k * 3; i++) {
        const y = box.y + 320 + Math.floor(i / k) * (w + 4);
        if (y + w > box.bottom) break;
        s.picture(box.x + (i % k) * (w + 4), y, w, w, 2, i % 2 ? s.brand : shade(s.brand, -0.25));
      }
    },
  },
  140: {
    name: '리뷰', nameEn: 'Reviews', variants: 2,
    draw(s, box, v) {
      s.text(box.x, box.y + 50, '4.8', { size: 44, weight: 800 });
      s.rating(box.x + 90, box.y + 30, 5, 18).text(box.x + 90, box.y + 58, s.t('리뷰 1,024개', '1,024 reviews'), { size: 13, fill: s.muted });
      s.use(C.chart);
      [0.78, 0.14, 0.05, 0.02, 0.01].forEach((share, i) => {
        const y = box.y + 86 + i * 18;
        s.text(box.x, y + 9, String(5 - i), { size: 11, fill: s.muted }).rect(box.x + 16, y, box.w - 16, 8, s.line, 4).rect(box.x + 16, y, (box.w - 16) * share, 8, '#F8D748', 4);
      });
      s.use(C.comment);
      s.list(box.y + 190, 3, 150, (y, i) => {
        s.avatar(box.x + 18, y + 28, 16, person(s, i + 1).slice(0, 1));
        s.text(box.x + 44, y + 26, person(s, i + 1), { size: 14, weight: 700 }).rating(box.x + 51, y + 44, 5 - (i % 2), 11);
        s.text(box.x, y + 80, [s.t('배송도 빠르고 품질이 좋아요', 'Fast delivery, great quality'), s.t('사이즈가 딱 맞아요', 'Fits perfectly'), s.t('재구매 의사 있어요', 'Would buy again')][i], { size: 15 });
        s.lines(box.x, y + 96, box.w, 2);
      });
      if (v) s.use(C.fab).circle(box.x + box.w - 28, box.bottom - 40, 28, s.brand).text(box.x + box.w - 28, box.bottom - 32, '✎', { size: 22, fill: s.onBrand, anchor: 'middle' });
    },
  },
  143: {
    name: '예약', nameEn: 'Booking', variants: 2,
    draw(s, box, v) {
      s.use(C.calendar);
      s.text(box.x, box.y + 26, s.t('2026년 12월', 'December 2026'), { size: 18, weight: 700 });
      const w = box.w / 7;
      [s.t('일', 'S'), s.t('월', 'M'), s.t('화', 'T'), s.t('수', 'W'), s.t('목', 'T'), s.t('금', 'F'), s.t('토', 'S')].forEach((d, i) => s.text(box.x + w * (i + 0.5), box.y + 62, d, { size: 12, fill: s.muted, anchor: 'middle' }));
      for (let day = 1; day <= 31; day++) {
        const cell = day + 1; // the 1st is a Tuesday
        const cx = box.x + w * ((cell % 7) + 0.5);
        const cy = box.y + 96 + Math.floor(cell / 7) * 42;
        const picked = day === 18;
        if (picked) s.circle(cx, cy - 5, 17, s.brand);
        s.text(cx, cy, String(day), { size: 14, weight: picked ? 700 : 400, fill: picked ? s.onBrand : day < 9 ? s.muted : s.ink, anchor: 'middle' });
      }
      const y = box.y + 96 + 5 * 42 + 10;
      s.text(box.x, y, s.t('시간 선택', 'Pick a time'), { size: 16, weight: 700 });
      s.chips(box.x, y + 14, ['10:00', '13:30', '15:00', '18:30'], 1);
      s.text(box.x, y + 84, s.t('인원', 'Guests'), { size: 16, weight: 700 });
      s.use(C.stepper).rect(box.x + box.w - 120, y + 62, 120, 36, s.surface, 10).text(box.x + box.w - 60, y + 86, '−   2   +', { size: 15, weight: 700, anchor: 'middle' });
      if (v) s.toast(s.t('12월 18일 13:30 예약을 잡았어요', 'Booked for Dec 18, 1:30 PM'));
      s.button(box.x, box.bottom - 70, box.w, s.t('예약하기', 'Book now'));
    },
  },
  145: {
    name: '설정', nameEn: 'Settings', variants: 2, tab: 3,
    draw(s, box, v) {
      const rows = [s.t('푸시 알림', 'Push notifications'), s.t('마케팅 알림', 'Marketing messages'), s.t('다크 모드', 'Dark mode'), s.t('생체 인증 로그인', 'Face ID sign-in'), s.t('자동 재생', 'Autoplay videos')];
      s.text(box.x, box.y + 24, s.t('알림과 화면', 'Notifications & display'), { size: 13, weight: 700, fill: s.muted });
      s.list(box.y + 36, rows.length, 60, (y, i) => {
        s.text(box.x, y + 36, rows[i], { size: 16 });
        s.toggle(box.x + box.w - 50, y + 15, i % 3 !== 1);
      });
      const y = box.y + 36 + rows.length * 60 + 30;
      s.text(box.x, y, s.t('계정', 'Account'), { size: 13, weight: 700, fill: s.muted });
      [s.t('언어', 'Language'), s.t('개인정보 처리방침', 'Privacy policy'), s.t('로그아웃', 'Sign out')].forEach((label, i) => s.text(box.x, y + 44 + i * 56, label, { size: 16, fill: i === 2 ? '#EA3323' : s.ink }).text(box.x + box.w, y + 44 + i * 56, i === 0 ? s.t('한국어 ›', 'English ›') : '›', { size: 16, fill: s.muted, anchor: 'end' }));
      if (v) s.toast(s.t('설정을 저장했어요', 'Settings saved'));
    },
  },
  147: {
    name: '알림 목록', nameEn: 'Notifications', variants: 2,
    draw(s, box, v) {
      s.use(C.tabs);
      [s.t('전체', 'All'), s.t('활동', 'Activity'), s.t('혜택', 'Offers')].forEach((label, i) => s.text(box.x + i * 80, box.y + 24, label, { size: 16, weight: 700, fill: i ? s.muted : s.ink }));
      s.rect(box.x, box.y + 34, 40, 3, s.brand);
      const items = [
        s.t('주문하신 상품이 발송되었어요', 'Your order has shipped'),
        s.t(`${person(s, 2)}님이 회원님을 팔로우해요`, `${person(s, 2)} started following you`),
        s.t('오늘만 쿠폰 3장 도착', '3 coupons, today only'),
        s.t('리뷰를 남기고 포인트 받으세요', 'Leave a review, earn points'),
        s.t('비밀번호가 변경되었어요', 'Your password was changed'),
        s.t('장바구니 상품 가격이 내려갔어요', 'A price in your cart dropped'),
      ];
      s.list(box.y + 50, items.length, 76, (y, i) => {
        if (i % 2) s.avatar(box.x + 22, y + 36, 20, person(s, i).slice(0, 1));
        else s.rect(box.x + 2, y + 16, 40, 40, shade(s.brand, 0.7), 12).rect(box.x + 14, y + 28, 16, 16, s.brand, 4);
        s.text(box.x + 56, y + 32, items[i], { size: 15, weight: i < 2 ? 700 : 400 });
        s.text(box.x + 56, y + 54, s.t(`${i + 1}시간 전`, `${i + 1}h ago`), { size: 12, fill: s.muted });
        if (i < 2) s.badge(box.x + box.w - 6, y + 36);
      });
      if (v) s.use(C.toggle).toggle(box.x + box.w - 50, box.y + 8, true);
    },
  },
  151: {
    name: '빈 화면', nameEn: 'Empty state', variants: 2,
    draw(s, box, v) {
      const cx = box.x + box.w / 2;
      const cy = box.y + (box.bottom - box.y) / 2 - 80;
      s.use(C.empty, C.image);
      s.circle(cx, cy - 40, 70, shade(s.brand, 0.8)).rect(cx - 34, cy - 70, 68, 56, s.brand, 10).rect(cx - 22, cy - 56, 44, 6, '#FFFFFF', 3).rect(cx - 22, cy - 42, 30, 6, '#FFFFFF', 3);
      s.text(cx, cy + 70, v ? s.t('장바구니가 비어 있어요', 'Your cart is empty') : s.t('아직 찜한 상품이 없어요', 'No saved items yet'), { size: 20, weight: 700, anchor: 'middle' });
      s.text(cx, cy + 100, s.t('마음에 드는 상품을 담아 보세요', 'Save things you like to find them here'), { size: 14, fill: s.muted, anchor: 'middle' });
      s.button(cx - 100, cy + 130, 200, s.t('둘러보기', 'Start browsing'));
    },
  },
  152: {
    name: '오류', nameEn: 'Error', variants: 2,
    draw(s, box, v) {
      const cx = box.x + box.w / 2;
      const cy = box.y + (box.bottom - box.y) / 2 - 80;
      s.use(C.image).circle(cx, cy - 40, 64, shade('#EA3323', 0.8)).text(cx, cy - 16, '!', { size: 64, weight: 800, fill: '#EA3323', anchor: 'middle' });
      s.text(cx, cy + 70, v ? s.t('인터넷 연결을 확인해 주세요', 'You are offline') : s.t('일시적인 오류가 발생했어요', 'Something went wrong'), { size: 20, weight: 700, anchor: 'middle' });
      s.text(cx, cy + 100, s.t('잠시 후 다시 시도해 주세요', 'Please try again in a moment'), { size: 14, fill: s.muted, anchor: 'middle' });
      s.button(cx - 100, cy + 130, 200, s.t('다시 시도', 'Try again'));
    },
  },
  153: {
    name: '로딩', nameEn: 'Loading', variants: 2,
    draw(s, box, v) {
      if (v) {
        const cx = box.x + box.w / 2;
        const cy = box.y + (box.bottom - box.y) / 2 - 40;
        s.use(C.spinner);
        s.raw(`<circle cx="${cx}" cy="${cy}" r="22" fill="none" stroke="${s.line}" stroke-width="5"/><path d="M${cx} ${cy - 22} A22 22 0 0 1 ${cx + 22} ${cy}" fill="none" stroke="${s.brand}" stroke-width="5" stroke-linecap="round"/>`);
        s.text(cx, cy + 60, s.t('잠시만 기다려 주세요', 'Just a moment…'), { size: 15, fill: s.muted, anchor: 'middle' });
        return;
      }
      s.use(C.skeleton);
      s.rect(box.x, box.y + 10, box.w, 150, s.surface, 16);
      for (let i = 0; i < 5; i++) {
        const y = box.y + 190 + i * 76;
        s.rect(box.x, y, 56, 56, s.surface, 12).rect(box.x + 70, y + 8, box.w * 0.55, 14, s.surface, 7).rect(box.x + 70, y + 32, box.w * 0.35, 12, s.surface, 6);
      }
    },
  },
};

export const TEMPLATE_CODES = Object.keys(TEMPLATES);
