// One template per UX pattern of the catalog's seed (codes 101–160), each with several layouts
// (`variants`). A template draws into a Screen inside a content box ({x, y, w, bottom}: the phone
// below its top bar, or the page column of a website) and takes its words, items and amounts from
// the app's content (s.c: scripts/demo/content.mjs), so the same layout is a fare in a ride app and
// a basket in a shop. Some layouts add an overlay (a dialog, a sheet, a toast…).
import { C, shade } from './draw.mjs';

const item = (s, i) => s.c.items[i % s.c.items.length];
const person = (s, i) => s.c.people[i % s.c.people.length];
const firstName = (s, i) => person(s, i).split(' ')[0];
/** What the app sells: its priced items, else its plan (a month of it). */
const goods = (s) => {
  const paid = s.c.items.filter((x) => x[2] > 0);
  return paid.length ? paid : [[s.c.plan[0], s.t('1개월 이용권', '1 month'), s.c.plan[1]]];
};
const good = (s, i) => goods(s)[i % goods(s).length];
const cols = (box) => (box.w > 600 ? 4 : 2);
const mid = (box) => box.x + box.w / 2;

function title(s, x, y, text, more) {
  s.text(x, y, text, { size: 18, weight: 700 });
  if (more) s.use(C.link).text(x + more, y, s.t('전체보기', 'See all'), { size: 13, fill: s.muted, anchor: 'end' });
}

/** A price when the item has one, else its line of detail. */
function priceOrSub(s, x, y, [, sub, price], size = 15, discount = 0) {
  if (price) return s.price(x, y, price, discount, size);
  return s.text(x, y, sub, { size: size - 2, fill: s.muted });
}

/** A grid of item cards (picture, name, price or detail), as many rows as fit. */
function itemGrid(s, box, y, n, { rating = false, discount = false, from = 0, k = cols(box) } = {}) {
  s.use(C.grid, C.card);
  const gap = 12;
  const w = (box.w - gap * (k - 1)) / k;
  const ph = Math.min(w, 200);
  for (let i = 0; i < n; i++) {
    const x = box.x + (i % k) * (w + gap);
    const top = y + Math.floor(i / k) * (ph + 92);
    if (top + ph + 70 > box.bottom) break;
    const it = item(s, from + i);
    s.picture(x, top, w, ph, 10, i % 3 === 1 ? shade(s.brand, -0.2) : s.brand);
    if (i === 0) s.iconButton(x + w - 20, top + 20);
    s.text(x, top + ph + 22, it[0], { size: 14, weight: 600 });
    priceOrSub(s, x, top + ph + 46, it, 15, discount && i % 2 === 0 ? 10 + i * 5 : 0);
    if (rating) s.rating(x + 6, top + ph + 64, 4 + (i % 2), 11);
  }
  return s;
}

/** Rows of items: a thumbnail, the name and detail, the price (or `right`) on the right. */
function itemRows(s, box, y, n, { gap = 84, from = 0, right, thumb = 60 } = {}) {
  s.list(y, n, gap, (ry, i) => {
    const it = item(s, from + i);
    if (ry + gap > box.bottom + 10) return;
    s.picture(box.x, ry + (gap - thumb) / 2, thumb, thumb, 10, i % 2 ? s.brand : shade(s.brand, -0.2));
    s.text(box.x + thumb + 14, ry + gap / 2 - 4, it[0], { size: 15, weight: 600 });
    s.text(box.x + thumb + 14, ry + gap / 2 + 18, it[1], { size: 13, fill: s.muted });
    if (right) right(ry, i, it);
    else if (it[2]) s.price(box.x + box.w - s.tw(s.money(it[2]), 15) - 4, ry + gap / 2 + 6, it[2], 0, 15);
  });
  return y + n * gap;
}

/** A summary card: [label, won (or text)] lines, then the total in bold. Answers the total. */
function summary(s, box, y, lines, totalLabel) {
  const total = lines.reduce((sum, [, v]) => sum + (typeof v === 'number' ? s.amount(v) : 0), 0);
  s.use(C.card).rect(box.x, y, box.w, 36 * lines.length + 64, s.surface, 14);
  lines.forEach(([label, v], i) => {
    s.text(box.x + 16, y + 32 + i * 36, label, { size: 14, fill: s.muted });
    s.text(box.x + box.w - 16, y + 32 + i * 36, typeof v === 'number' ? (v === 0 ? s.t('무료', 'Free') : s.fmt(s.amount(v))) : v, { size: 14, anchor: 'end', fill: typeof v === 'number' && v < 0 ? '#EA3323' : s.ink });
  });
  const ty = y + 36 * lines.length + 40;
  s.use(C.price).text(box.x + 16, ty, totalLabel, { size: 16, weight: 700 }).text(box.x + box.w - 16, ty, s.fmt(total), { size: 18, weight: 800, anchor: 'end' });
  return total;
}

function fab(s, box, glyph = '+') {
  s.use(C.fab).circle(box.x + box.w - 28, box.bottom - 40, 28, s.brand);
  s.text(box.x + box.w - 28, box.bottom - 31, glyph, { size: 26, fill: s.onBrand, anchor: 'middle' });
}

function banner(s, box, y, h, [kicker, headline], { carousel = true } = {}) {
  s.use(C.banner);
  s.rect(box.x, y, box.w, h, s.brand, 18);
  s.picture(box.x + box.w - Math.min(150, box.w * 0.35) - 16, y + 16, Math.min(150, box.w * 0.35), h - 32, 14, shade(s.brand, 0.2));
  s.text(box.x + 22, y + h / 2 - 10, kicker, { size: 14, fill: s.onBrand });
  s.text(box.x + 22, y + h / 2 + 22, headline, { size: box.w > 600 ? 28 : 20, weight: 800, fill: s.onBrand });
  if (carousel) {
    s.use(C.carousel).rect(box.x + 18, y + h - 34, 48, 22, '#000000', 11, 'fill-opacity="0.25"');
    s.text(box.x + 42, y + h - 19, '1/5', { size: 12, fill: s.onBrand, anchor: 'middle' });
  }
}

/** Round shortcuts with labels (a home's quick actions or categories). */
function shortcuts(s, box, y, labels) {
  const n = labels.length;
  labels.forEach((label, i) => {
    const cx = box.x + (box.w / n) * (i + 0.5);
    s.rect(cx - 24, y, 48, 48, shade(s.brand, s.theme.dark ? -0.6 : 0.82), 16).rect(cx - 10, y + 14, 20, 20, s.brand, 6);
    s.text(cx, y + 70, label, { size: 12, anchor: 'middle' });
  });
}

/** A centred state: a round picture, a title, a line and a button. */
function state(s, box, { colour = s.brand, glyph, heading, body, action, secondary }) {
  const cx = mid(box);
  const cy = box.y + (box.bottom - box.y) / 2 - 90;
  s.use(C.image).circle(cx, cy - 30, 64, shade(colour, s.theme.dark ? -0.6 : 0.8));
  if (glyph) s.text(cx, cy - 6, glyph, { size: 60, weight: 800, fill: colour, anchor: 'middle' });
  else s.rect(cx - 32, cy - 58, 64, 54, colour, 10).rect(cx - 20, cy - 44, 40, 6, '#FFFFFF', 3).rect(cx - 20, cy - 30, 28, 6, '#FFFFFF', 3);
  s.text(cx, cy + 74, heading, { size: 21, weight: 700, anchor: 'middle' });
  s.text(cx, cy + 104, body, { size: 14, fill: s.muted, anchor: 'middle' });
  if (action) s.button(cx - 110, cy + 134, 220, action);
  if (secondary) s.use(C.link).text(cx, cy + 220, secondary, { size: 14, fill: s.muted, anchor: 'middle' });
}

// ---- homes, one family per kind of app -------------------------------------------------------

const HOMES = {
  accounts(s, box, v) {
    const c = s.c;
    s.text(box.x, box.y + 28, s.t(`${person(s, 1)}님의 자산`, `${firstName(s, 1)}’s money`), { size: 20, weight: 700 });
    s.iconButton(box.x + box.w - 12, box.y + 20, true);
    const total = c.accounts.reduce((sum, a) => sum + s.amount(a[2], false), 0);
    if (v === 0) {
      s.use(C.card, C.statistic).rect(box.x, box.y + 48, box.w, 108, s.brand, 18);
      s.text(box.x + 20, box.y + 82, s.t('총 자산', 'Total balance'), { size: 14, fill: s.onBrand });
      s.text(box.x + 20, box.y + 124, s.fmt(total), { size: 30, weight: 800, fill: s.onBrand });
      shortcuts(s, box, box.y + 176, [s.t('송금', 'Send'), s.t('결제', 'Pay'), s.t('환전', 'Exchange'), s.t('대출', 'Loans')]);
      title(s, box.x, box.y + 300, s.t('내 계좌', 'Accounts'), box.w);
      s.list(box.y + 312, c.accounts.length, 72, (y, i) => {
        const [name, no, bal] = c.accounts[i];
        s.circle(box.x + 22, y + 36, 20, i % 2 ? shade(s.brand, 0.6) : s.brand);
        s.text(box.x + 56, y + 30, name, { size: 15, weight: 600 }).text(box.x + 56, y + 52, no, { size: 12, fill: s.muted });
        s.text(box.x + box.w, y + 42, s.money(bal, false), { size: 16, weight: 700, anchor: 'end' });
      });
    } else {
      s.use(C.card);
      c.accounts.slice(0, 2).forEach(([name, no, bal], i) => {
        const y = box.y + 48 + i * 128;
        s.rect(box.x, y, box.w, 116, i ? s.surface : shade(s.brand, s.theme.dark ? -0.5 : 0.85), 16);
        s.text(box.x + 18, y + 32, name, { size: 14, weight: 600 }).text(box.x + box.w - 18, y + 32, no, { size: 12, fill: s.muted, anchor: 'end' });
        s.text(box.x + 18, y + 72, s.money(bal, false), { size: 26, weight: 800 });
        s.button(box.x + box.w - 96, y + 62, 80, s.t('송금', 'Send'), { h: 38 });
      });
      title(s, box.x, box.y + 326, s.t('최근 거래', 'Recent activity'), box.w);
      s.list(box.y + 336, 4, 58, (y, i) => {
        const [who, when, amt] = c.txns[i];
        s.text(box.x, y + 26, who, { size: 15, weight: 600 }).text(box.x, y + 46, when, { size: 12, fill: s.muted });
        s.text(box.x + box.w, y + 34, (amt > 0 ? '+' : '') + s.money(amt, false), { size: 15, weight: 700, fill: amt > 0 ? s.brand : s.ink, anchor: 'end' });
      });
    }
  },
  store(s, box, v) {
    const c = s.c;
    if (v === 0) {
      s.searchBar(box.x, box.y + 4, box.w, c.recent[0]);
      banner(s, box, box.y + 62, 150, c.hero);
      shortcuts(s, box, box.y + 232, c.chips.slice(1, 5));
      title(s, box.x, box.y + 340, s.t('지금 인기 있는', 'Popular now'), box.w);
      itemGrid(s, box, box.y + 356, 4, { discount: true });
    } else if (v === 1) {
      s.text(box.x, box.y + 30, s.t(`${person(s, 1)}님을 위한 추천`, `Picked for ${firstName(s, 1)}`), { size: 22, weight: 700 });
      s.iconButton(box.x + box.w - 12, box.y + 22, true);
      s.chips(box.x, box.y + 50, c.chips.slice(0, 4), 0);
      banner(s, box, box.y + 100, 120, c.hero);
      title(s, box.x, box.y + 262, s.t('오늘의 추천', 'Today’s picks'), box.w);
      itemRows(s, box, box.y + 272, 4, { gap: 88, thumb: 68 });
    } else {
      s.use(C.carousel);
      s.picture(box.x - (box.w > 600 ? 0 : 20), box.y - 4, box.w + (box.w > 600 ? 0 : 40), 230, box.w > 600 ? 18 : 0);
      s.text(box.x, box.y + 160, c.hero[0], { size: 14, weight: 600, fill: '#FFFFFF' }).text(box.x, box.y + 192, c.hero[1], { size: 24, weight: 800, fill: '#FFFFFF' });
      s.pageIndicator(mid(box), box.y + 212, 4, 0);
      title(s, box.x, box.y + 266, s.t('새로 나온', 'New in'), box.w);
      itemGrid(s, box, box.y + 282, 4, { k: box.w > 600 ? 4 : 3, rating: true });
    }
  },
  map(s, box, v) {
    const c = s.c;
    const top = box.y - 8;
    s.map(box.x - (box.w > 600 ? 0 : 20), top, box.w + (box.w > 600 ? 0 : 40), v ? 330 : 400, box.w > 600 ? 16 : 0);
    s.pin(box.x + box.w * 0.42, top + 200, s.brand, v ? '' : s.t('현재 위치', 'You'));
    for (let i = 0; i < 4; i++) s.pin(box.x + box.w * (0.15 + i * 0.22), top + 110 + (i % 2) * 150, shade(s.brand, 0.35));
    if (v === 0) {
      s.use(C.card).rect(box.x, top + 330, box.w, box.bottom - top - 330, s.bg, 20, `stroke="${s.line}"`);
      s.searchBar(box.x + 16, top + 348, box.w - 32, s.t('어디로 갈까요?', 'Where to?'));
      s.list(top + 404, 3, 52, (y, i) => {
        s.circle(box.x + 36, y + 26, 14, s.surface).text(box.x + 60, y + 32, c.recent[i], { size: 15 });
      });
    } else {
      s.use(C.carousel);
      // Cards side by side: the second peeks in on a phone, both fit a page.
      const cw = box.w > 600 ? (box.w - 12) / 2 : box.w * 0.62;
      [0, 1].forEach((i) => {
        const x = box.x + i * (cw + 12);
        const it = item(s, i);
        s.use(C.card).rect(x, top + 350, cw, 150, s.surface, 16);
        s.picture(x + 14, top + 366, 64, 64, 12);
        s.text(x + 90, top + 390, it[0], { size: 15, weight: 700 }).text(x + 90, top + 412, it[1], { size: 12, fill: s.muted });
        if (it[2]) s.price(x + 14, top + 470, it[2], 0, 16);
        else s.rating(x + 22, top + 464, 4 + (i % 2), 14);
      });
      s.button(box.x, box.bottom - 60, box.w, c.buy);
    }
  },
  media(s, box, v) {
    const c = s.c;
    if (v === 0) {
      s.picture(box.x, box.y, box.w, 260, 16, shade(s.brand, -0.3));
      s.tag(box.x + 16, box.y + 16, s.t('NEW', 'NEW'));
      s.text(box.x + 18, box.y + 184, c.hero[1], { size: 22, weight: 800, fill: '#FFFFFF' });
      s.button(box.x + 18, box.y + 206, 110, c.buy, { h: 34 });
      title(s, box.x, box.y + 300, s.c.shelf ?? s.t('이어서 보기', 'Continue'), box.w);
      s.use(C.carousel);
      for (let i = 0; i < (box.w > 600 ? 6 : 3); i++) {
        const w = box.w > 600 ? 148 : 112;
        s.picture(box.x + i * (w + 10), box.y + 316, w, w * 1.4, 10, i % 2 ? s.brand : shade(s.brand, -0.3));
        s.progress(box.x + i * (w + 10) + 8, box.y + 316 + w * 1.4 - 12, w - 16, 0.3 + i * 0.2, 4);
        s.text(box.x + i * (w + 10), box.y + 338 + w * 1.4, item(s, i)[0], { size: 13, weight: 600 });
      }
    } else {
      s.chips(box.x, box.y + 6, c.chips.slice(0, 4), 0);
      title(s, box.x, box.y + 80, s.t('오늘의 TOP 10', 'Top 10 today'), box.w);
      itemRows(s, box, box.y + 92, 5, { gap: 80, thumb: 60, right: (y, i) => s.text(box.x + box.w, y + 46, String(i + 1), { size: 22, weight: 800, fill: i < 3 ? s.brand : s.muted, anchor: 'end' }) });
    }
  },
  feed(s, box, v) {
    if (v === 0) {
      s.stories(box.x, box.y, box.w > 600 ? 8 : 5);
      HOMES.post(s, box, box.y + 96);
    } else {
      s.tabs(box.x, box.y + 22, s.c.chips.slice(0, 4), 0);
      const it = item(s, 0);
      s.picture(box.x, box.y + 48, box.w, 200, 14);
      s.text(box.x, box.y + 280, it[0], { size: 20, weight: 800 }).text(box.x, box.y + 304, it[1], { size: 12, fill: s.muted });
      itemRows(s, box, box.y + 316, 4, { from: 1, gap: 80, thumb: 64 });
    }
  },
  plan(s, box, v) {
    const c = s.c;
    s.text(box.x, box.y + 28, s.t(`${person(s, 1)}님, 좋은 아침이에요`, `Good morning, ${firstName(s, 1)}`), { size: 21, weight: 700 });
    s.iconButton(box.x + box.w - 12, box.y + 20, true);
    s.use(C.card, C.statistic).rect(box.x, box.y + 48, box.w, 120, s.surface, 18);
    s.text(box.x + 18, box.y + 80, c.stat[0], { size: 14, fill: s.muted });
    s.text(box.x + 18, box.y + 120, c.stat[1] ? (c.kind === 'fitness' ? c.stat[1].toLocaleString('en-US') : s.money(c.stat[1], false)) : c.stat[2].split(' · ')[0], { size: 28, weight: 800 });
    s.progress(box.x + 18, box.y + 140, box.w - 36, 0.84, 8);
    if (v === 0) {
      title(s, box.x, box.y + 210, s.t('오늘 할 일', 'Up next'), box.w);
      s.list(box.y + 222, 4, 66, (y, i) => {
        s.checkbox(box.x, y + 22, i === 0, '');
        s.text(box.x + 34, y + 30, item(s, i)[0], { size: 15, weight: 600 }).text(box.x + 34, y + 50, item(s, i)[1], { size: 12, fill: s.muted });
      });
      fab(s, box);
    } else {
      banner(s, box, box.y + 190, 110, c.hero, { carousel: false });
      title(s, box.x, box.y + 340, s.t('추천', 'For you'), box.w);
      itemGrid(s, box, box.y + 356, 2, { k: 2 });
    }
  },
  /** A feed post: the author, a picture, likes and the caption (also the feed pattern's). */
  post(s, box, top) {
    s.use(C.card);
    s.avatar(box.x + 20, top + 20, 18, person(s, 2).slice(0, 1));
    s.text(box.x + 48, top + 18, person(s, 2), { size: 15, weight: 700 }).text(box.x + 48, top + 36, s.t('2시간 전', '2 hours ago'), { size: 12, fill: s.muted });
    s.iconButton(box.x + box.w - 12, top + 20);
    const h = Math.min(box.w, 320, box.bottom - top - 150);
    s.picture(box.x, top + 52, box.w, h, 14);
    s.text(box.x, top + 82 + h, s.t('♥ 좋아요 1,284개   댓글 86개', '♥ 1,284 likes   86 comments'), { size: 14, weight: 700 });
    s.text(box.x, top + 108 + h, s.c.caption, { size: 15 });
  },
};

export const TEMPLATES = {
  101: {
    name: '스플래시', nameEn: 'Splash', variants: 2, chrome: false,
    draw(s, box, v) {
      const cx = s.width / 2;
      const cy = s.height / 2 - 40;
      if (v === 0) s.rect(0, 0, s.width, s.height, s.brand);
      s.use(C.image).rect(cx - 48, cy - 48, 96, 96, v ? s.brand : s.onBrand, 26);
      s.text(cx, cy + 20, s.theme.name.slice(0, 1), { size: 48, weight: 800, fill: v ? s.onBrand : s.brand, anchor: 'middle' });
      s.text(cx, cy + 100, s.theme.name, { size: 26, weight: 800, fill: v ? s.ink : s.onBrand, anchor: 'middle' });
      s.text(cx, cy + 130, s.c.onboarding[0][0], { size: 14, fill: v ? s.muted : s.onBrand, anchor: 'middle' });
      if (v) {
        s.use(C.spinner).raw(`<circle cx="${cx}" cy="${s.height - 120}" r="14" fill="none" stroke="${s.line}" stroke-width="4"/><path d="M${cx} ${s.height - 134} A14 14 0 0 1 ${cx + 14} ${s.height - 120}" fill="none" stroke="${s.brand}" stroke-width="4"/>`);
      } else s.text(cx, s.height - 60, `© ${s.theme.name}`, { size: 12, fill: s.onBrand, anchor: 'middle' });
    },
  },
  102: {
    name: '온보딩', nameEn: 'Onboarding', variants: 3, chrome: false,
    draw(s, box, v) {
      const [heading, body] = s.c.onboarding[v % 3];
      if (v === 2) {
        s.text(box.x, box.y + 70, s.t(`${s.theme.name}에서 할 수 있는 것`, `What you can do with ${s.theme.name}`), { size: 24, weight: 800 });
        s.c.onboarding.forEach(([h, b], i) => {
          const y = box.y + 120 + i * 96;
          s.rect(box.x, y, 56, 56, shade(s.brand, 0.8), 16).rect(box.x + 16, y + 16, 24, 24, s.brand, 7);
          s.text(box.x + 74, y + 24, h, { size: 16, weight: 700 }).text(box.x + 74, y + 48, b, { size: 13, fill: s.muted });
        });
        s.button(box.x, box.bottom - 70, box.w, s.t('시작하기', 'Get started'));
        s.coachMark(mid(box), box.bottom - 44, 40, s.t('여기서 시작해요', 'Start here'), s.t('가입은 1분이면 끝나요', 'It takes a minute'));
        return;
      }
      s.use(C.link).text(box.x + box.w, box.y + 10, s.t('건너뛰기', 'Skip'), { size: 14, fill: s.muted, anchor: 'end' });
      s.picture(box.x, box.y + 30, box.w, Math.min(box.w, 340), 24);
      const ty = box.y + Math.min(box.w, 340) + 90;
      s.text(mid(box), ty, heading, { size: 24, weight: 700, anchor: 'middle' });
      s.text(mid(box), ty + 34, body, { size: 15, fill: s.muted, anchor: 'middle' });
      s.pageIndicator(mid(box), ty + 80, 3, v);
      s.button(box.x, box.bottom - 70, box.w, v ? s.t('시작하기', 'Get started') : s.t('다음', 'Next'));
      if (v) s.use(C.link).text(mid(box), box.bottom - 88, s.t('이미 계정이 있어요', 'I already have an account'), { size: 14, fill: s.brand, anchor: 'middle' });
    },
  },
  103: {
    name: '회원가입', nameEn: 'Sign up', variants: 3, narrow: true,
    draw(s, box, v) {
      s.text(box.x, box.y + 36, [s.t('회원가입', 'Create your account'), s.t('휴대폰 인증', 'Verify your phone'), s.t('프로필 입력', 'About you')][v], { size: 26, weight: 700 });
      s.progress(box.x, box.y + 58, box.w, [0.33, 0.66, 1][v]);
      if (v === 0) {
        s.textField(box.x, box.y + 110, box.w, s.t('이름', 'Name'), person(s, 0), { focused: true });
        s.textField(box.x, box.y + 190, box.w, s.t('이메일', 'Email'), s.t('haneul@example.com', 'mia@example.com'));
        s.textField(box.x, box.y + 270, box.w, s.t('비밀번호', 'Password'), '••••••••');
        s.checkbox(box.x, box.y + 360, true, s.t('[필수] 이용약관에 동의합니다', 'I agree to the Terms of Service'));
        s.checkbox(box.x, box.y + 396, false, s.t('[선택] 마케팅 정보 수신', 'Send me product news (optional)'));
      } else if (v === 1) {
        s.text(box.x, box.y + 120, s.t('010-1234-5678로 받은 인증번호를 입력하세요', 'Enter the code we texted to (555) 123-4567'), { size: 15, fill: s.muted });
        s.use(C.otp);
        const w = (box.w - 50) / 6;
        for (let i = 0; i < 6; i++) {
          s.rect(box.x + i * (w + 10), box.y + 140, w, 58, s.surface, 10, i === 4 ? `stroke="${s.brand}" stroke-width="2"` : '');
          if (i < 4) s.text(box.x + i * (w + 10) + w / 2, box.y + 178, String((i * 3 + 1) % 10), { size: 24, weight: 700, anchor: 'middle' });
        }
        s.use(C.link).text(box.x, box.y + 236, s.t('인증번호 다시 받기 (2:48)', 'Resend code (2:48)'), { size: 14, fill: s.brand });
        s.use(C.keypad);
        ['1', '2', '3', '4', '5', '6', '7', '8', '9', '', '0', '←'].forEach((key, i) => s.text(box.x + (box.w / 3) * ((i % 3) + 0.5), box.bottom - 330 + Math.floor(i / 3) * 62, key, { size: 24, weight: 600, anchor: 'middle' }));
      } else {
        s.textField(box.x, box.y + 110, box.w, s.t('닉네임', 'Display name'), firstName(s, 0), { focused: true });
        s.text(box.x, box.y + 200, s.t('생년월일', 'Date of birth'), { size: 13, weight: 600, fill: s.muted });
        s.dateWheel(box.x, box.y + 212, box.w, s.theme.lang === 'ko' ? [['1994년', '1995년', '1996년'], ['3월', '4월', '5월'], ['11일', '12일', '13일']] : [['Mar', 'Apr', 'May'], ['11', '12', '13'], ['1994', '1995', '1996']]);
        s.text(box.x, box.y + 420, s.t('관심사', 'Interests'), { size: 13, weight: 600, fill: s.muted });
        s.chips(box.x, box.y + 434, s.c.chips.slice(1, 4), 0);
      }
      s.button(box.x, box.bottom - 70, box.w, [s.t('가입하기', 'Sign up'), s.t('확인', 'Verify'), s.t('완료', 'Done')][v]);
    },
  },
  104: {
    name: '로그인', nameEn: 'Log in', variants: 3, chrome: false, narrow: true,
    draw(s, box, v) {
      const logo = (y) => {
        s.rect(mid(box) - 36, y, 72, 72, s.brand, 20).text(mid(box), y + 50, s.theme.name.slice(0, 1), { size: 36, weight: 800, fill: s.onBrand, anchor: 'middle' });
      };
      s.use(C.socialLogin);
      const socials = [[s.t('카카오로 시작하기', 'Continue with Kakao'), '#FEE500', '#191919'], [s.t('네이버로 시작하기', 'Continue with Google'), s.t('#03C75A', '#FFFFFF'), s.t('#FFFFFF', '#1F1F1F')], [s.t('Apple로 계속하기', 'Continue with Apple'), '#000000', '#FFFFFF']];
      const social = (y, i) => {
        const [label, fill, ink] = socials[i];
        s.rect(box.x, y, box.w, 50, fill, 12, fill === '#FFFFFF' || (fill === '#000000' && s.theme.dark) ? `stroke="${s.line}"` : '');
        s.text(mid(box), y + 31, label, { size: 15, weight: 700, fill: ink, anchor: 'middle' });
      };
      if (v === 2) {
        logo(box.y + 120);
        s.text(mid(box), box.y + 250, s.c.onboarding[0][0], { size: 24, weight: 800, anchor: 'middle' });
        s.text(mid(box), box.y + 280, s.c.onboarding[0][1], { size: 14, fill: s.muted, anchor: 'middle' });
        [0, 1, 2].forEach((i) => social(box.bottom - 250 + i * 60, i));
        s.use(C.link).text(mid(box), box.bottom - 46, s.t('이메일로 로그인', 'Sign in with email'), { size: 14, fill: s.muted, anchor: 'middle' });
        return;
      }
      logo(box.y + 30);
      s.text(mid(box), box.y + 150, s.t('다시 만나서 반가워요', 'Welcome back'), { size: 24, weight: 700, anchor: 'middle' });
      s.textField(box.x, box.y + 190, box.w, s.t('이메일', 'Email'), s.t('haneul@example.com', 'mia@example.com'));
      s.textField(box.x, box.y + 270, box.w, s.t('비밀번호', 'Password'), '••••••••', { focused: true });
      s.button(box.x, box.y + 360, box.w, s.t('로그인', 'Sign in'));
      s.use(C.link).text(mid(box), box.y + 446, s.t('비밀번호를 잊으셨나요?', 'Forgot password?'), { size: 14, fill: s.muted, anchor: 'middle' });
      [0, 2].forEach((i, k) => social(box.y + 480 + k * 60, i));
      if (v) s.dialog(s.t('로그인하지 못했어요', 'Couldn’t sign you in'), s.t('비밀번호가 일치하지 않아요', 'That password is not right'), s.t('다시 입력', 'Try again'));
    },
  },
  105: {
    name: '본인 인증', nameEn: 'Identity verification', variants: 2, narrow: true,
    draw(s, box, v) {
      if (v === 0) {
        s.text(box.x, box.y + 36, s.t('본인 확인이 필요해요', 'Let’s verify it’s you'), { size: 24, weight: 700 });
        s.text(box.x, box.y + 64, s.t('안전한 거래를 위해 한 번만 확인할게요', 'We only ask once, to keep your account safe'), { size: 14, fill: s.muted });
        s.segmented(box.x, box.y + 90, box.w, s.t('SKT,KT,LG U+,알뜰폰', 'Phone,ID card,Passport').split(','), 0);
        s.textField(box.x, box.y + 160, box.w, s.t('이름', 'Legal name'), person(s, 0));
        s.textField(box.x, box.y + 240, box.w, s.t('주민등록번호 앞 7자리', 'Date of birth'), s.t('950412-2••••••', '04/12/1995'));
        s.textField(box.x, box.y + 320, box.w, s.t('휴대폰 번호', 'Phone number'), s.t('010-1234-5678', '(555) 123-4567'), { focused: true });
        s.checkbox(box.x, box.y + 410, true, s.t('개인정보 수집·이용에 동의합니다', 'I agree to identity checks'));
        s.button(box.x, box.bottom - 70, box.w, s.t('인증번호 받기', 'Send code'));
      } else {
        s.use(C.overlay).rect(0, 0, s.width, s.height, '#111111');
        const w = Math.min(box.w, 380);
        const x = (s.width - w) / 2;
        const y = s.height / 2 - 150;
        s.rect(x, y, w, w * 0.63, 'none', 16, 'stroke="#FFFFFF" stroke-width="3" stroke-dasharray="24 12"');
        s.rect(x + 20, y + 24, w * 0.3, w * 0.36, '#FFFFFF', 8, 'fill-opacity="0.25"').lines(x + w * 0.4, y + 34, w * 0.5, 4, 18);
        s.text(s.width / 2, y - 40, s.t('신분증을 네모 안에 맞춰 주세요', 'Fit your ID inside the frame'), { size: 18, weight: 700, fill: '#FFFFFF', anchor: 'middle' });
        s.text(s.width / 2, y + w * 0.63 + 40, s.t('빛 반사가 없는 곳에서 찍어 주세요', 'Avoid glare and shadows'), { size: 14, fill: '#BBBBBB', anchor: 'middle' });
        s.circle(s.width / 2, s.height - 110, 36, '#FFFFFF').raw(`<circle cx="${s.width / 2}" cy="${s.height - 110}" r="44" fill="none" stroke="#FFFFFF" stroke-width="3"/>`);
        s.use(C.button);
      }
    },
  },
  106: {
    name: '권한 요청', nameEn: 'Permission request', variants: 2,
    draw(s, box, v) {
      const perms = [[s.t('위치', 'Location'), s.t('주변 정보를 보여 드려요', 'To show what’s near you'), true], [s.t('알림', 'Notifications'), s.t('중요한 소식을 알려 드려요', 'For updates that matter'), true], [s.t('카메라', 'Camera'), s.t('사진을 올릴 때 써요', 'To add photos'), false], [s.t('연락처', 'Contacts'), s.t('친구를 찾을 때 써요', 'To find friends'), false]];
      if (v === 0) {
        s.text(box.x, box.y + 36, s.t('앱 사용을 위해 접근 권한을 허용해 주세요', 'Allow access to get the most out of it'), { size: 20, weight: 700 });
        s.list(box.y + 60, perms.length, 76, (y, i) => {
          const [name, why, required] = perms[i];
          s.rect(box.x, y + 16, 44, 44, shade(s.brand, 0.82), 14).rect(box.x + 12, y + 28, 20, 20, s.brand, 6);
          s.text(box.x + 60, y + 34, name, { size: 16, weight: 700 });
          s.tag(box.x + 66 + s.tw(name, 16), y + 18, required ? s.t('필수', 'Required') : s.t('선택', 'Optional'), required ? s.brand : '#6B7280');
          s.text(box.x + 60, y + 56, why, { size: 13, fill: s.muted });
        });
        s.text(box.x, box.y + 400, s.t('선택 권한은 허용하지 않아도 서비스를 이용할 수 있어요', 'You can use the app without the optional ones'), { size: 12, fill: s.muted });
        s.button(box.x, box.bottom - 70, box.w, s.t('확인', 'Continue'));
      } else {
        HOMES[s.c.home](s, box, 0);
        s.modal(s.t(`‘${s.theme.name}’에서 위치 정보를 사용하려고 해요`, `Allow “${s.theme.name}” to use your location?`), perms[0][1], s.t('앱 사용 중에만 허용', 'Allow while using the app'), s.t('허용 안 함', 'Don’t allow'), { picture: true });
      }
    },
  },
  107: {
    name: '비밀번호 재설정', nameEn: 'Password reset', variants: 2, narrow: true,
    draw(s, box, v) {
      if (v === 0) {
        s.text(box.x, box.y + 36, s.t('비밀번호를 잊으셨나요?', 'Forgot your password?'), { size: 24, weight: 700 });
        s.text(box.x, box.y + 66, s.t('가입한 이메일로 재설정 링크를 보내 드려요', 'We’ll email you a link to reset it'), { size: 14, fill: s.muted });
        s.textField(box.x, box.y + 110, box.w, s.t('이메일', 'Email'), s.t('haneul@example.com', 'mia@example.com'), { focused: true });
        s.button(box.x, box.y + 200, box.w, s.t('재설정 링크 받기', 'Send reset link'));
        s.use(C.link).text(mid(box), box.y + 290, s.t('로그인으로 돌아가기', 'Back to sign in'), { size: 14, fill: s.brand, anchor: 'middle' });
        s.snackbar(s.t('메일을 보냈어요. 받은편지함을 확인하세요', 'Email sent — check your inbox'), s.t('다시 보내기', 'Resend'));
      } else {
        s.text(box.x, box.y + 36, s.t('새 비밀번호', 'New password'), { size: 24, weight: 700 });
        s.textField(box.x, box.y + 80, box.w, s.t('새 비밀번호', 'New password'), '••••••••••', { focused: true });
        s.progress(box.x, box.y + 150, box.w, 0.7);
        s.text(box.x, box.y + 176, s.t('안전도: 좋음', 'Strength: good'), { size: 13, weight: 600, fill: '#459949' });
        s.textField(box.x, box.y + 210, box.w, s.t('새 비밀번호 확인', 'Confirm password'), '••••••••••');
        ['8자 이상 · 8+ characters', '숫자 포함 · a number', '특수문자 포함 · a symbol'].forEach((rule, i) => s.checkbox(box.x, box.y + 300 + i * 36, i < 2, s.theme.lang === 'ko' ? rule.split(' · ')[0] : `At least ${rule.split(' · ')[1]}`));
        s.button(box.x, box.bottom - 70, box.w, s.t('비밀번호 변경', 'Change password'));
      }
    },
  },
  108: {
    name: '약관 동의', nameEn: 'Terms agreement', variants: 2, narrow: true,
    draw(s, box, v) {
      const terms = [s.t('[필수] 서비스 이용약관', '[Required] Terms of Service'), s.t('[필수] 개인정보 수집·이용', '[Required] Privacy Policy'), s.t('[필수] 만 14세 이상입니다', '[Required] I am 14 or older'), s.t('[선택] 마케팅 정보 수신', '[Optional] Marketing messages')];
      if (v === 0) {
        s.picture(box.x, box.y, box.w, 220, 16);
        s.bottomSheet(s.height - 440, s.t('약관에 동의해 주세요', 'Please review our terms'));
        const y = s.height - 370;
        s.rect(20, y, s.width - 40, 54, s.surface, 12);
        s.checkbox(34, y + 16, true, s.t('전체 동의', 'Agree to all'));
        terms.forEach((t, i) => {
          s.checkbox(34, y + 76 + i * 40, i < 3, t);
          s.text(s.width - 34, y + 92 + i * 40, '›', { size: 16, fill: s.muted, anchor: 'end' });
        });
        s.button(20, s.height - 96, s.width - 40, s.t('동의하고 계속하기', 'Agree and continue'));
      } else {
        s.text(box.x, box.y + 36, s.t('약관 동의', 'Terms'), { size: 24, weight: 700 });
        s.checkbox(box.x, box.y + 62, false, s.t('전체 동의하기', 'Agree to everything'));
        s.accordion(box.x, box.y + 96, box.w, terms.map((t) => [t, s.t('제1조 (목적) 이 약관은 서비스 이용 조건을 정합니다', 'Section 1. These terms govern your use')]), 1);
        s.button(box.x, box.bottom - 70, box.w, s.t('다음', 'Next'));
      }
    },
  },
  109: {
    name: '홈', nameEn: 'Home', variants: 3, tab: 0, footer: true,
    draw(s, box, v) {
      HOMES[s.c.home](s, box, v % (s.c.home === 'store' ? 3 : 2));
    },
  },
  110: {
    name: '대시보드', nameEn: 'Dashboard', variants: 2, tab: 0,
    draw(s, box, v) {
      const c = s.c;
      const value = (n) => (c.stat[1] && c.kind !== 'fitness' ? s.money(n, false) : Math.round(n / 100).toLocaleString('en-US'));
      s.use(C.card, C.statistic);
      s.rect(box.x, box.y + 10, box.w, 120, s.surface, 16);
      s.text(box.x + 18, box.y + 44, c.stat[0], { size: 14, fill: s.muted });
      s.text(box.x + 18, box.y + 86, c.stat[1] ? (c.kind === 'fitness' ? c.stat[1].toLocaleString('en-US') : s.money(c.stat[1], false)) : c.stat[2].split(' · ')[0], { size: 30, weight: 800 });
      s.text(box.x + 18, box.y + 114, c.stat[2], { size: 13, weight: 600, fill: '#459949' });
      s.segmented(box.x, box.y + 148, box.w, [s.t('주', 'Week'), s.t('월', 'Month'), s.t('년', 'Year')], v);
      if (v) {
        s.use(C.chart);
        const pts = [0.4, 0.55, 0.35, 0.7, 0.6, 0.85, 0.75].map((p, i) => `${(box.x + (box.w / 6) * i).toFixed(1)},${(box.y + 350 - p * 140).toFixed(1)}`);
        s.raw(`<polyline points="${pts.join(' ')}" fill="none" stroke="${s.brand}" stroke-width="3" stroke-linejoin="round"/>`);
        s.raw(`<polygon points="${box.x},${box.y + 350} ${pts.join(' ')} ${box.x + box.w},${box.y + 350}" fill="${s.brand}" fill-opacity="0.15"/>`);
        s.tooltip(box.x + (box.w / 6) * 5 - 28, box.y + 180, value(c.stat[1] * 0.31 || 4200));
      } else s.barChart(box.x, box.y + 206, box.w, 144, [42, 65, 38, 80, 55, 72, 96]);
      s.list(box.y + 370, 4, 58, (y, i) => {
        if (y + 50 > box.bottom) return;
        s.rect(box.x, y + 10, 38, 38, shade(s.brand, 0.75), 12);
        s.text(box.x + 52, y + 28, c.statRows[i], { size: 15, weight: 600 });
        s.progress(box.x + 52, y + 40, box.w * 0.4, 0.8 - i * 0.18, 5);
        s.text(box.x + box.w, y + 36, c.stat[1] ? value(c.stat[1] * (0.38 - i * 0.08)) : `${38 - i * 8}%`, { size: 15, weight: 700, anchor: 'end' });
      });
    },
  },
  111: {
    name: '피드', nameEn: 'Feed', variants: 2, tab: 0,
    draw(s, box, v) {
      s.tabs(box.x, box.y + 24, [s.t('추천', 'For you'), s.t('팔로잉', 'Following')], 0);
      if (v) {
        s.stories(box.x, box.y + 44, box.w > 600 ? 8 : 5);
        HOMES.post(s, box, box.y + 140);
      } else {
        HOMES.post(s, box, box.y + 52);
        fab(s, box, '✎');
      }
    },
  },
  112: {
    name: '카테고리', nameEn: 'Category', variants: 2, tab: 1,
    draw(s, box, v) {
      const c = s.c;
      if (v === 0) {
        s.searchBar(box.x, box.y + 4, box.w, s.t('카테고리 검색', 'Search categories'));
        s.use(C.grid);
        const k = box.w > 600 ? 5 : 3;
        const w = (box.w - 12 * (k - 1)) / k;
        const labels = [...c.chips.slice(1), ...c.statRows, ...c.recent].slice(0, k * 3);
        labels.forEach((label, i) => {
          const x = box.x + (i % k) * (w + 12);
          const y = box.y + 70 + Math.floor(i / k) * (w + 46);
          s.picture(x, y, w, w, 16, i % 2 ? s.brand : shade(s.brand, -0.2));
          s.text(x + w / 2, y + w + 24, label, { size: 14, weight: 600, anchor: 'middle' });
        });
      } else {
        s.use(C.sideMenu);
        const rail = box.w > 600 ? 200 : 108;
        s.rect(box.x - (box.w > 600 ? 0 : 20), box.y, rail + (box.w > 600 ? 0 : 20), box.bottom - box.y, s.surface);
        c.chips.forEach((label, i) => {
          if (i === 1) s.rect(box.x - (box.w > 600 ? 0 : 20), box.y + 8 + i * 56, rail + (box.w > 600 ? 0 : 20), 56, s.bg).rect(box.x - (box.w > 600 ? 0 : 20), box.y + 8 + i * 56, 4, 56, s.brand);
          s.text(box.x + 4, box.y + 42 + i * 56, label, { size: 15, weight: i === 1 ? 700 : 400, fill: i === 1 ? s.ink : s.muted });
        });
        const inner = { x: box.x + rail + 16, w: box.w - rail - 16, bottom: box.bottom };
        s.picture(inner.x, box.y + 8, inner.w, 110, 12);
        s.text(inner.x, box.y + 152, c.chips[1], { size: 17, weight: 700 });
        s.list(box.y + 162, 6, 54, (y, i) => s.text(inner.x, y + 34, item(s, i)[0], { size: 14 }).text(inner.x + inner.w, y + 34, '›', { size: 16, fill: s.muted, anchor: 'end' }));
      }
    },
  },
  113: {
    name: '둘러보기', nameEn: 'Explore', variants: 2, tab: 1,
    draw(s, box, v) {
      s.searchBar(box.x, box.y + 4, box.w, s.t('둘러보기', 'Explore'));
      if (v === 0) {
        s.chips(box.x, box.y + 60, s.c.chips.slice(0, 4), 0);
        s.gallery(box.x, box.y + 110, box.w, box.bottom, 9);
      } else {
        title(s, box.x, box.y + 84, s.t('테마별 모음', 'Collections'), box.w);
        s.use(C.carousel, C.card);
        const w = box.w > 600 ? 300 : 240;
        [0, 1, 2].forEach((i) => {
          const x = box.x + i * (w + 12);
          s.picture(x, box.y + 100, w, 160, 14, i % 2 ? s.brand : shade(s.brand, -0.25));
          s.text(x, box.y + 286, `${s.c.chips[i + 1]} · ${item(s, i)[0]}`, { size: 15, weight: 700 });
        });
        title(s, box.x, box.y + 340, s.t('지금 뜨는 태그', 'Trending tags'));
        let x = box.x;
        s.c.recent.concat(s.c.chips.slice(1, 3)).forEach((label) => {
          x += s.tag(x, box.y + 360, `#${label.replace(/\s+/g, '')}`) + 8;
        });
        itemRows(s, box, box.y + 400, 3, { gap: 76, thumb: 56, from: 3 });
      }
    },
  },
  114: {
    name: '랭킹', nameEn: 'Ranking', variants: 2, tab: 1,
    draw(s, box, v) {
      s.tabs(box.x, box.y + 24, [s.t('실시간', 'Now'), s.t('일간', 'Today'), s.t('주간', 'This week')], v);
      const change = (i) => ['▲2', '–', '▼1', 'NEW', '▲5', '▼3'][i];
      const marker = (y, i) => s.text(box.x + box.w, y + 46, change(i), { size: 12, weight: 700, fill: change(i).startsWith('▼') ? '#4166ED' : '#EA3323', anchor: 'end' });
      if (v === 0) {
        s.list(box.y + 48, 6, 84, (y, i) => {
          if (y + 84 > box.bottom + 10) return;
          s.text(box.x + 8, y + 50, String(i + 1), { size: 20, weight: 800, fill: i < 3 ? s.brand : s.muted, anchor: 'middle' });
          s.picture(box.x + 30, y + 12, 60, 60, 10);
          s.text(box.x + 104, y + 38, item(s, i)[0], { size: 15, weight: 600 });
          priceOrSub(s, box.x + 104, y + 62, item(s, i), 14);
          marker(y, i);
        });
      } else {
        s.use(C.card);
        const w = (box.w - 24) / 3;
        [1, 0, 2].forEach((rank, k) => {
          const x = box.x + k * (w + 12);
          const lift = rank === 0 ? 0 : 30;
          s.rect(x, box.y + 56 + lift, w, 220 - lift, s.surface, 14);
          s.text(x + w / 2, box.y + 90 + lift, `${rank + 1}`, { size: 22, weight: 800, fill: s.brand, anchor: 'middle' });
          s.picture(x + 12, box.y + 104 + lift, w - 24, w - 24, 10);
          s.text(x + w / 2, box.y + 124 + lift + w - 24, item(s, rank)[0].slice(0, 9), { size: 13, weight: 600, anchor: 'middle' });
        });
        s.list(box.y + 296, 4, 64, (y, i) => {
          if (y + 64 > box.bottom + 10) return;
          s.text(box.x + 8, y + 38, String(i + 4), { size: 17, weight: 800, fill: s.muted, anchor: 'middle' });
          s.text(box.x + 36, y + 38, item(s, i + 3)[0], { size: 15 });
          marker(y - 8, i + 2);
        });
      }
    },
  },
  115: {
    name: '이벤트·프로모션', nameEn: 'Promotion', variants: 2,
    draw(s, box, v) {
      const c = s.c;
      if (v === 0) {
        s.use(C.banner).rect(box.x, box.y, box.w, 300, s.brand, 20);
        s.picture(box.x + 24, box.y + 24, box.w - 48, 150, 14, shade(s.brand, 0.3));
        s.text(mid(box), box.y + 220, c.hero[0], { size: 15, fill: s.onBrand, anchor: 'middle' });
        s.text(mid(box), box.y + 258, c.hero[1], { size: 24, weight: 800, fill: s.onBrand, anchor: 'middle' });
        s.text(mid(box), box.y + 340, s.t('종료까지', 'Ends in'), { size: 14, fill: s.muted, anchor: 'middle' });
        s.use(C.statistic);
        ['02', '14', '37'].forEach((n, i) => s.rect(mid(box) - 105 + i * 74, box.y + 356, 62, 56, s.surface, 10).text(mid(box) - 74 + i * 74, box.y + 394, n, { size: 26, weight: 800, anchor: 'middle' }));
        s.text(box.x, box.y + 460, s.t('유의사항', 'Terms apply'), { size: 13, weight: 700, fill: s.muted });
        s.lines(box.x, box.y + 476, box.w, 3);
        s.button(box.x, box.bottom - 70, box.w, s.t('쿠폰 받기', 'Claim offer'));
      } else {
        s.tabs(box.x, box.y + 24, [s.t('진행 중', 'Live'), s.t('당첨자 발표', 'Winners'), s.t('종료', 'Ended')], 0);
        s.list(box.y + 48, 3, 190, (y, i) => {
          if (y + 180 > box.bottom) return;
          s.use(C.banner).picture(box.x, y + 12, box.w, 120, 14, [s.brand, shade(s.brand, -0.3), shade(s.brand, 0.3)][i]);
          s.text(box.x, y + 158, [c.hero[1], c.coupons[0][0], c.coupons[2][0]][i], { size: 16, weight: 700 });
          s.text(box.x, y + 178, s.t(`~ 12월 ${[31, 24, 20][i]}일`, `Until Dec ${[31, 24, 20][i]}`), { size: 12, fill: s.muted });
        });
        s.pagination(mid(box), box.bottom - 6, 3, 0);
      }
    },
  },
  116: {
    name: '지도 탐색', nameEn: 'Map browse', variants: 2, tab: 1,
    draw(s, box, v) {
      const full = { ...box, y: box.y - 4 };
      s.map(box.x - (box.w > 600 ? 0 : 20), full.y, box.w + (box.w > 600 ? 0 : 40), box.bottom - full.y, box.w > 600 ? 14 : 0);
      s.searchBar(box.x, full.y + 14, box.w, s.c.recent[0]);
      s.chips(box.x, full.y + 68, s.c.chips.slice(0, 3), 0);
      [[0.2, 0.32], [0.55, 0.26], [0.72, 0.45], [0.35, 0.55], [0.8, 0.18]].forEach(([px, py], i) => s.pin(box.x + box.w * px, full.y + (box.bottom - full.y) * py, i === 1 ? s.brand : shade(s.brand, 0.35), i === 1 ? (item(s, 1)[2] ? s.money(item(s, 1)[2]) : item(s, 1)[0].slice(0, 8)) : ''));
      if (v === 0) {
        s.use(C.sheet).rect(box.x - (box.w > 600 ? 0 : 20), box.bottom - 250, box.w + (box.w > 600 ? 0 : 40), 260, s.bg, 22);
        s.rect(mid(box) - 20, box.bottom - 240, 40, 5, s.line, 2.5);
        s.text(box.x, box.bottom - 206, s.t(`이 지역 ${s.c.items.length * 7}곳`, `${s.c.items.length * 7} places here`), { size: 17, weight: 700 });
        itemRows(s, { ...box, bottom: box.bottom }, box.bottom - 190, 2, { gap: 84, thumb: 60 });
      } else {
        s.use(C.card, C.carousel).rect(box.x, box.bottom - 150, box.w * 0.82, 130, s.bg, 16, `stroke="${s.line}"`);
        s.picture(box.x + 14, box.bottom - 136, 100, 100, 12);
        s.text(box.x + 128, box.bottom - 106, item(s, 1)[0], { size: 16, weight: 700 }).text(box.x + 128, box.bottom - 84, item(s, 1)[1], { size: 12, fill: s.muted });
        s.rating(box.x + 134, box.bottom - 62, 4, 12);
        priceOrSub(s, box.x + 128, box.bottom - 34, item(s, 1), 15);
        s.rect(box.x + box.w * 0.82 + 12, box.bottom - 150, box.w * 0.3, 130, s.bg, 16, `stroke="${s.line}"`);
      }
    },
  },
  117: {
    name: '검색', nameEn: 'Search', variants: 2, tab: 1,
    draw(s, box, v) {
      const c = s.c;
      s.searchBar(box.x, box.y + 10, box.w, v ? c.recent[0] : s.t('무엇을 찾고 계세요?', 'What are you looking for?'));
      if (!v) {
        title(s, box.x, box.y + 96, s.t('최근 검색어', 'Recent searches'));
        s.chips(box.x, box.y + 112, c.recent, -1);
        title(s, box.x, box.y + 200, s.t('인기 검색어', 'Popular searches'));
        s.list(box.y + 220, 6, 48, (y, i) => {
          s.text(box.x, y + 30, String(i + 1), { size: 16, weight: 800, fill: i < 3 ? s.brand : s.muted });
          s.text(box.x + 34, y + 30, item(s, i)[0], { size: 15 });
        });
      } else {
        s.use(C.list);
        for (let i = 0; i < 6; i++) {
          const y = box.y + 72 + i * 52;
          s.raw(`<circle cx="${box.x + 10}" cy="${y + 20}" r="6" fill="none" stroke="${s.muted}" stroke-width="2"/>`);
          s.text(box.x + 34, y + 26, i === 0 ? c.recent[0] : `${c.recent[0]} ${c.chips[(i % (c.chips.length - 1)) + 1]}`, { size: 16 });
        }
        title(s, box.x, box.y + 420, s.t('바로 가기', 'Jump to'));
        itemRows(s, box, box.y + 432, 2, { gap: 72, thumb: 52 });
      }
    },
  },
  118: {
    name: '검색 결과', nameEn: 'Search results', variants: 2, crumb: true,
    draw(s, box, v) {
      const c = s.c;
      s.searchBar(box.x, box.y + 4, box.w, c.recent[0]);
      s.tabs(box.x, box.y + 80, [s.t('전체', 'All'), c.chips[1], c.chips[2]], 0);
      s.text(box.x, box.y + 124, s.t(`‘${c.recent[0]}’ 검색 결과 248개`, `248 results for “${c.recent[0]}”`), { size: 13, fill: s.muted });
      if (v === 0) {
        s.dropdown(box.x + box.w - 130, box.y + 96, 130, '', s.t('추천순', 'Relevance'));
        itemRows(s, box, box.y + 150, 5, { gap: 92, thumb: 72 });
      } else {
        itemGrid(s, { ...box, bottom: box.bottom - (box.w > 600 ? 40 : 0) }, box.y + 140, 6, { rating: true });
        if (box.w > 600) s.pagination(mid(box), box.bottom - 8, 5, 0);
      }
    },
  },
  119: {
    name: '필터', nameEn: 'Filter', variants: 2,
    draw(s, box, v) {
      const c = s.c;
      const money = goods(s);
      if (v === 0) {
        itemGrid(s, box, box.y + 20, 4);
        s.bottomSheet(s.height - 560, s.t('필터', 'Filters'));
        const y = s.height - 480;
        const x = box.w > 600 ? s.width / 2 - 220 : 20;
        const w = box.w > 600 ? 440 : s.width - 40;
        s.text(x, y, s.t('가격', 'Price'), { size: 15, weight: 700 });
        s.use(C.slider).rect(x, y + 30, w, 4, s.line, 2).rect(x + w * 0.15, y + 30, w * 0.5, 4, s.brand, 2);
        s.circle(x + w * 0.15, y + 32, 11, s.brand).circle(x + w * 0.65, y + 32, 11, s.brand);
        s.text(x, y + 68, `${s.money(money[0][2] * 0.3)} – ${s.money(money[0][2] * 2)}`, { size: 13, fill: s.muted });
        s.text(x, y + 110, c.chips[0], { size: 15, weight: 700 });
        s.chips(x, y + 124, c.chips.slice(1, 4), 0);
        s.checkbox(x, y + 190, true, s.t('할인 중인 것만', 'On sale only')).checkbox(x, y + 226, false, s.t('오늘 가능', 'Available today'));
        s.button(x, s.height - 96, w, s.t('결과 128개 보기', 'Show 128 results'));
      } else {
        // The filters as a page of their own.
        s.use(C.link).text(box.x + box.w, box.y + 10, s.t('초기화', 'Reset'), { size: 14, fill: s.brand, anchor: 'end' });
        s.accordion(box.x, box.y + 10, box.w, [[c.chips[0], c.chips.slice(1).join(' · ')], [s.t('가격대', 'Price range'), `${s.money(money[0][2] * 0.5)} – ${s.money(money[0][2] * 1.5)}`], [s.t('평점', 'Rating'), '4.0+'], [s.t('혜택', 'Perks'), c.coupons[1][0]]], 0);
        s.text(box.x, box.y + 330, s.t('정렬', 'Sort'), { size: 15, weight: 700 });
        s.segmented(box.x, box.y + 344, box.w, [s.t('추천순', 'Popular'), s.t('최신순', 'Newest'), s.t('낮은 가격', 'Price')], 0);
        s.toggle(box.x + box.w - 50, box.y + 408, true).text(box.x, box.y + 430, s.t('품절 제외', 'Hide unavailable'), { size: 15 });
        s.button(box.x, box.bottom - 70, box.w, s.t('적용하기', 'Apply'));
      }
    },
  },
  120: {
    name: '정렬', nameEn: 'Sort', variants: 2,
    draw(s, box, v) {
      const options = [s.t('추천순', 'Recommended'), s.t('최신순', 'Newest'), s.t('인기순', 'Most popular'), s.t('낮은 가격순', 'Price: low to high'), s.t('리뷰 많은순', 'Most reviewed')];
      s.text(box.x, box.y + 30, s.t('전체 1,240개', '1,240 results'), { size: 13, fill: s.muted });
      s.use(C.dropdown).text(box.x + box.w, box.y + 30, `${options[v ? 0 : 2]} ▾`, { size: 13, weight: 600, anchor: 'end' });
      itemRows(s, box, box.y + 46, 6, { gap: 92, thumb: 72 });
      if (v === 1) {
        s.bottomSheet(s.height - 400, s.t('정렬', 'Sort by'));
        options.forEach((label, i) => s.radio(box.w > 600 ? s.width / 2 - 200 : 24, s.height - 320 + i * 52, i === 0, label));
      } else s.popover(box.x + box.w - 210, box.y + 42, 210, options, 2);
    },
  },
  121: {
    name: '최근 검색어', nameEn: 'Recent searches', variants: 2, tab: 1,
    draw(s, box, v) {
      const c = s.c;
      s.searchBar(box.x, box.y + 10, box.w, s.t('검색어를 입력하세요', 'Search'));
      s.text(box.x, box.y + 96, s.t('최근 검색어', 'Recent'), { size: 17, weight: 700 }).use(C.link).text(box.x + box.w, box.y + 96, s.t('전체 삭제', 'Clear all'), { size: 13, fill: s.muted, anchor: 'end' });
      const recent = [...c.recent, c.chips[1], item(s, 2)[0], c.chips[3]];
      if (v === 0) {
        s.list(box.y + 108, recent.length, 52, (y, i) => {
          s.text(box.x, y + 32, recent[i], { size: 15 }).text(box.x + box.w - 40, y + 32, s.t(`${12 - i}.0${i + 1}.`, `${12 - i}/0${i + 1}`), { size: 12, fill: s.muted, anchor: 'end' });
          s.use(C.iconButton).text(box.x + box.w, y + 32, '×', { size: 18, fill: s.muted, anchor: 'end' });
        });
      } else {
        s.chips(box.x, box.y + 112, recent.slice(0, 3), -1);
        title(s, box.x, box.y + 200, s.t('최근 본 항목', 'Recently viewed'));
        s.use(C.carousel);
        for (let i = 0; i < (box.w > 600 ? 6 : 3); i++) {
          s.picture(box.x + i * 120, box.y + 216, 110, 110, 10, i % 2 ? s.brand : shade(s.brand, -0.2));
          s.text(box.x + i * 120, box.y + 348, item(s, i)[0].slice(0, 8), { size: 13 });
        }
        s.toggle(box.x + box.w - 50, box.y + 390, true).text(box.x, box.y + 412, s.t('검색어 저장', 'Save searches'), { size: 15 });
      }
    },
  },
  122: {
    name: '상품 목록', nameEn: 'Product list', variants: 2, crumb: true,
    draw(s, box, v) {
      s.chips(box.x, box.y + 10, s.c.chips.slice(0, 4), 0);
      s.text(box.x, box.y + 76, s.t(`전체 ${s.c.items.length * 206}개`, `${s.c.items.length * 206} results`), { size: 13, fill: s.muted });
      s.use(C.dropdown).text(box.x + box.w, box.y + 76, s.t('추천순 ▾', 'Popular ▾'), { size: 13, weight: 600, anchor: 'end' });
      if (v === 0) itemGrid(s, box, box.y + 92, 8, { rating: true, discount: true });
      else {
        itemRows(s, box, box.y + 88, 6, { gap: 100, thumb: 80 });
        s.snackbar(s.t(`${s.c.add} 완료`, `${s.c.add}: done`), s.t('보기', 'View'));
      }
    },
  },
  123: {
    name: '상품 상세', nameEn: 'Product detail', variants: 3, crumb: true,
    draw(s, box, v) {
      const it = good(s, 0);
      const wide = box.w > 600;
      const h = wide ? 420 : Math.min(box.w, 330);
      const iw = wide ? box.w * 0.5 : box.w;
      s.picture(box.x, box.y, iw, h, wide ? 14 : 0);
      if (v === 2) {
        s.use(C.gallery);
        for (let i = 0; i < 4; i++) s.picture(box.x + i * (iw / 4), box.y + h + 8, iw / 4 - 6, 56, 6, i ? shade(s.brand, -0.2) : s.brand);
      } else s.pageIndicator(box.x + iw / 2, box.y + h - 20, 4, 1);
      const x = wide ? box.x + iw + 32 : box.x;
      const y = wide ? box.y : box.y + h + (v === 2 ? 60 : 0);
      s.text(x, y + 34, it[1], { size: 13, weight: 700, fill: s.muted });
      s.text(x, y + 62, it[0], { size: 20, weight: 700 });
      s.rating(x + 7, y + 86, 4).text(x + 100, y + 91, s.t('리뷰 342', '342 reviews'), { size: 13, fill: s.muted });
      s.price(x, y + 126, it[2], 15, 22);
      if (v === 2) {
        s.tabs(x, y + 168, [s.t('상세 정보', 'Details'), s.t('리뷰', 'Reviews'), s.t('문의', 'Q&A')], 0);
        s.accordion(x, y + 184, wide ? box.w - iw - 32 : box.w, [[s.t('배송 안내', 'Delivery'), s.c.where[1].slice(0, 28)], [s.t('교환·환불', 'Returns'), s.t('7일 이내 무료 반품', 'Free returns within 7 days')]], -1);
      } else {
        s.divider(y + 148, x, wide ? box.w - iw - 32 : box.w);
        s.lines(x, y + 170, wide ? box.w - iw - 32 : box.w, 3);
      }
      if (v === 1) {
        s.bottomSheet(s.height - 330, s.t('옵션 선택', 'Choose options'));
        s.dropdown(20, s.height - 270, s.width - 40, '', s.t('옵션: 기본 ▾', 'Option: Standard'));
        s.stepper(20, s.height - 190, 1, 120);
        s.text(s.width - 20, s.height - 166, s.money(it[2]), { size: 18, weight: 800, anchor: 'end' });
      }
      const by = v === 1 ? s.height - 96 : box.bottom - 62;
      const bx = v === 1 ? 20 : wide ? x : box.x;
      const bw = v === 1 ? s.width - 40 : wide ? box.w - iw - 32 : box.w;
      s.use(C.iconButton).rect(bx, by, 52, 52, 'none', 12, `stroke="${s.line}" stroke-width="1.5"`).text(bx + 26, by + 33, '♡', { size: 22, anchor: 'middle' });
      s.button(bx + 62, by, bw - 62, v === 1 ? s.c.add : s.c.buy);
    },
  },
  124: {
    name: '장바구니', nameEn: 'Cart', variants: 3,
    draw(s, box, v) {
      const lines = goods(s).slice(0, v === 2 ? 2 : 3);
      const qty = (i) => (i === 0 && v !== 2 ? 2 : 1);
      const subtotal = lines.reduce((sum, it, i) => sum + s.amount(it[2]) * qty(i), 0);
      const fees = s.c.fees.filter(([, fee]) => fee >= 0);
      const total = subtotal + fees.reduce((sum, [, fee]) => sum + s.amount(fee), 0);
      if (v === 2) {
        s.text(box.x, box.y + 26, s.t(`${s.theme.name} 공식몰`, `Sold by ${s.theme.name}`), { size: 16, weight: 700 });
        s.list(box.y + 40, lines.length, 110, (y, i) => {
          s.picture(box.x, y + 12, 84, 84, 10);
          s.text(box.x + 98, y + 34, lines[i][0], { size: 15, weight: 600 }).text(box.x + 98, y + 56, lines[i][1], { size: 12, fill: s.muted });
          s.price(box.x + 98, y + 86, lines[i][2], 0, 15);
          s.use(C.iconButton).text(box.x + box.w, y + 34, '×', { size: 20, fill: s.muted, anchor: 'end' });
        });
        s.use(C.card).rect(box.x, box.y + 270, box.w, 56, shade(s.brand, s.theme.dark ? -0.6 : 0.88), 12);
        s.text(box.x + 16, box.y + 304, s.c.coupons[1][0], { size: 14, weight: 600 }).text(box.x + box.w - 16, box.y + 304, s.t('적용 ›', 'Apply ›'), { size: 14, weight: 700, fill: s.brand, anchor: 'end' });
        s.tooltip(box.x + box.w - 190, box.y + 226, s.t('쿠폰을 쓸 수 있어요', 'A coupon applies'));
      } else {
        s.checkbox(box.x, box.y + 10, true, s.t(`전체 선택 (${lines.length}/${lines.length})`, `Select all (${lines.length}/${lines.length})`));
        s.list(box.y + 46, lines.length, 118, (y, i) => {
          s.checkbox(box.x, y + 12, true, '');
          s.picture(box.x + 34, y + 10, 84, 84, 10);
          s.text(box.x + 132, y + 30, lines[i][0], { size: 15, weight: 600 });
          s.text(box.x + 132, y + 54, s.fmt(s.amount(lines[i][2]) * qty(i)), { size: 15, weight: 800 }).use(C.price);
          s.stepper(box.x + 132, y + 66, qty(i));
        });
      }
      const y = box.bottom - 100 - 36 * (fees.length + 1) - 30;
      s.use(C.card).rect(box.x, y, box.w, 36 * (fees.length + 1) + 20, s.surface, 14);
      s.text(box.x + 16, y + 32, s.t('상품 금액', 'Subtotal'), { size: 14, fill: s.muted }).text(box.x + box.w - 16, y + 32, s.fmt(subtotal), { size: 14, anchor: 'end' });
      fees.forEach(([label, fee], i) => s.text(box.x + 16, y + 68 + i * 36, label, { size: 14, fill: s.muted }).text(box.x + box.w - 16, y + 68 + i * 36, fee ? s.money(fee) : s.t('무료', 'Free'), { size: 14, anchor: 'end' }));
      s.button(box.x, box.bottom - 70, box.w, s.t(`${s.fmt(total)} ${s.c.buy}`, `${s.c.buy} · ${s.fmt(total)}`));
      if (v === 1) s.dialog(s.t('선택한 항목을 삭제할까요?', 'Remove this item?'), lines.at(-1)[0], s.t('삭제', 'Remove'), s.t('취소', 'Cancel'));
    },
  },
  125: {
    name: '결제', nameEn: 'Checkout', variants: 3, narrow: true,
    draw(s, box, v) {
      const c = s.c;
      const it = good(s, 0);
      const ride = c.kind === 'mobility';
      let y = box.y;
      s.text(box.x, y + 26, c.where[0], { size: 17, weight: 700 });
      s.rect(box.x, y + 40, box.w, 76, s.surface, 12);
      if (ride) {
        const [from, to] = c.where[1].split(' → ');
        s.circle(box.x + 22, y + 62, 6, s.brand).rect(box.x + 21, y + 68, 2, 24, s.line).rect(box.x + 16, y + 92, 12, 12, s.ink, 2);
        s.text(box.x + 40, y + 68, from, { size: 14, weight: 600 }).text(box.x + 40, y + 102, to, { size: 14, weight: 600 });
      } else {
        s.text(box.x + 16, y + 70, `${person(s, 0)} · ${s.t('010-1234-5678', '(555) 123-4567')}`, { size: 14, weight: 600 });
        s.text(box.x + 16, y + 96, c.where[1], { size: 13, fill: s.muted });
      }
      y += 140;
      if (v === 1) {
        s.text(box.x, y + 20, s.t('결제 수단', 'Pay with'), { size: 17, weight: 700 });
        s.use(C.paymentMethod, C.carousel);
        [0, 1].forEach((i) => {
          const x = box.x + i * (box.w * 0.7 + 12);
          s.rect(x, y + 36, box.w * 0.7, 110, i ? s.surface : s.brand, 14);
          s.text(x + 16, y + 70, i ? s.t('다른 카드', 'Another card') : s.t('신한카드 •••• 4242', 'Visa •••• 4242'), { size: 15, weight: 700, fill: i ? s.ink : s.onBrand });
          s.text(x + 16, y + 130, i ? '+' : s.t('할부: 일시불', 'Expires 12/29'), { size: 13, fill: i ? s.muted : s.onBrand });
        });
        y += 170;
      } else {
        s.text(box.x, y + 20, s.t('결제 수단', 'Payment method'), { size: 17, weight: 700 });
        s.use(C.paymentMethod);
        [s.t('신용·체크카드', 'Credit or debit card'), s.t('간편결제', 'Wallet pay'), s.t('계좌이체', 'Bank transfer')].forEach((label, i) => {
          s.rect(box.x, y + 36 + i * 58, box.w, 48, s.bg, 12, `stroke="${i === 0 ? s.brand : s.line}" stroke-width="${i === 0 ? 2 : 1.5}"`);
          s.radio(box.x + 14, y + 49 + i * 58, i === 0, label);
        });
        y += 220;
      }
      const lines = [[ride ? `${it[0]} · ${s.t('예상 요금', 'est. fare')}` : it[0], it[2]], ...c.fees];
      summary(s, box, y, lines, ride ? s.t('예상 결제 금액', 'Estimated total') : s.t('최종 결제 금액', 'Total'));
      if (v === 2) s.checkbox(box.x, box.bottom - 110, true, s.t('주문 내용을 확인했으며 결제에 동의합니다', 'I agree to pay for this order'));
      s.button(box.x, box.bottom - 70, box.w, ride ? c.buy : s.t('결제하기', 'Pay now'));
    },
  },
  126: {
    name: '주문 완료', nameEn: 'Order complete', variants: 2, narrow: true,
    draw(s, box, v) {
      const c = s.c;
      const it = good(s, 0);
      const cx = mid(box);
      s.use(C.image).circle(cx, box.y + 110, 56, s.brand).raw(`<path d="M${cx - 24} ${box.y + 110} l18 18 l32 -36" stroke="${s.onBrand}" stroke-width="8" fill="none" stroke-linecap="round"/>`);
      s.text(cx, box.y + 210, c.done[0], { size: 23, weight: 700, anchor: 'middle' });
      s.text(cx, box.y + 240, s.t('주문번호 2026-1125-0481', 'Order #2026-1125-0481'), { size: 14, fill: s.muted, anchor: 'middle' });
      if (v === 0) {
        s.use(C.card).rect(box.x, box.y + 276, box.w, 150, s.surface, 14);
        s.text(box.x + 16, box.y + 312, s.t('결제 금액', 'Paid'), { size: 14, fill: s.muted }).text(box.x + box.w - 16, box.y + 312, s.fmt(s.amount(it[2]) + c.fees.reduce((sum, [, f]) => sum + s.amount(f), 0)), { size: 15, weight: 800, anchor: 'end' }).use(C.price);
        s.text(box.x + 16, box.y + 352, c.done[1], { size: 14, fill: s.muted }).text(box.x + box.w - 16, box.y + 352, c.done[2], { size: 14, anchor: 'end' });
        s.text(box.x + 16, box.y + 392, s.t('결제 수단', 'Paid with'), { size: 14, fill: s.muted }).text(box.x + box.w - 16, box.y + 392, s.t('신용카드', 'Visa •••• 4242'), { size: 14, anchor: 'end' });
      } else {
        s.timeline(box.x + 10, box.y + 300, c.track, 1, 58);
        s.use(C.banner).rect(box.x, box.y + 540, box.w, 70, shade(s.brand, 0.85), 12).text(box.x + 16, box.y + 582, c.coupons[0][0], { size: 14, weight: 700, fill: shade(s.brand, -0.4) });
      }
      s.button(box.x, box.bottom - 132, box.w, s.t('주문 상세 보기', 'View details'), { primary: false });
      s.button(box.x, box.bottom - 70, box.w, s.t('확인', 'Done'));
    },
  },
  127: {
    name: '주문 내역', nameEn: 'Order history', variants: 2, crumb: true,
    draw(s, box, v) {
      const statuses = s.c.track.map((t) => t[0]);
      if (v === 0 || box.w <= 600) {
        s.tabs(box.x, box.y + 24, [s.t('전체', 'All'), s.t('진행 중', 'In progress'), s.t('완료', 'Done')], 0);
        s.chips(box.x, box.y + 46, [s.t('최근 3개월', 'Last 3 months'), s.t('2025년', '2025')], 0);
        s.list(box.y + 96, 4, 126, (y, i) => {
          if (y + 120 > box.bottom) return;
          const it = good(s, i);
          s.text(box.x, y + 26, s.t(`11월 ${25 - i * 4}일`, `Nov ${25 - i * 4}`), { size: 14, weight: 700 });
          s.tag(box.x + box.w - 90, y + 10, statuses[Math.max(0, 3 - i)]);
          s.picture(box.x, y + 40, 64, 64, 10);
          s.text(box.x + 78, y + 64, it[0], { size: 15, weight: 600 });
          s.price(box.x + 78, y + 92, it[2], 0, 15);
          s.button(box.x + box.w - 110, y + 62, 110, s.t('다시 담기', 'Reorder'), { primary: false, h: 38 });
        });
      } else {
        s.text(box.x, box.y + 30, s.t('주문 내역', 'Order history'), { size: 24, weight: 800 });
        s.table(box.x, box.y + 56, box.w, [s.t('주문일', 'Date'), s.t('상품', 'Item'), s.t('금액', 'Amount'), s.t('상태', 'Status')], [0, 1, 2, 3, 4, 5].map((i) => [s.t(`2025.11.${25 - i * 3}`, `Nov ${25 - i * 3}, 2025`), good(s, i)[0], s.money(good(s, i)[2]), statuses[Math.max(0, 3 - i)]]), [0.2, 0.4, 0.2, 0.2]);
        s.pagination(mid(box), box.y + 400, 4, 0);
      }
    },
  },
  128: {
    name: '배송 조회', nameEn: 'Delivery tracking', variants: 2,
    draw(s, box, v) {
      const c = s.c;
      if (v === 0) {
        s.map(box.x - (box.w > 600 ? 0 : 20), box.y - 4, box.w + (box.w > 600 ? 0 : 40), 300, box.w > 600 ? 14 : 0);
        s.raw(`<path d="M${box.x + box.w * 0.2} ${box.y + 220} Q${box.x + box.w * 0.5} ${box.y + 60} ${box.x + box.w * 0.78} ${box.y + 130}" stroke="${s.brand}" stroke-width="5" fill="none" stroke-dasharray="2 0"/>`);
        s.pin(box.x + box.w * 0.78, box.y + 130, s.brand, c.done[2].split(' · ')[0].split(' (')[0]);
        s.circle(box.x + box.w * 0.45, box.y + 110, 12, s.ink);
        s.text(box.x, box.y + 336, c.done[0], { size: 20, weight: 800 });
        s.progress(box.x, box.y + 352, box.w, 0.6, 8);
        s.timeline(box.x + 4, box.y + 396, c.track, 3, 56);
      } else {
        s.text(box.x, box.y + 30, c.done[1], { size: 14, fill: s.muted });
        s.text(box.x, box.y + 64, c.done[2], { size: 24, weight: 800 });
        s.use(C.card).rect(box.x, box.y + 88, box.w, 80, s.surface, 14);
        s.avatar(box.x + 36, box.y + 128, 20, person(s, 3).slice(0, 1));
        s.text(box.x + 68, box.y + 124, person(s, 3), { size: 15, weight: 700 }).text(box.x + 68, box.y + 146, s.t('배송 담당', 'Your courier'), { size: 12, fill: s.muted });
        s.iconButton(box.x + box.w - 24, box.y + 128);
        s.timeline(box.x + 4, box.y + 210, c.track, 2, 70);
        s.button(box.x, box.bottom - 70, box.w, s.t('문의하기', 'Contact us'), { primary: false });
      }
    },
  },
  129: {
    name: '쿠폰', nameEn: 'Coupons', variants: 2,
    draw(s, box, v) {
      const c = s.c;
      if (v === 1) {
        s.textField(box.x, box.y + 20, box.w - 100, s.t('쿠폰 코드', 'Coupon code'), 'WELCOME10', { focused: true });
        s.button(box.x + box.w - 90, box.y + 30, 90, s.t('등록', 'Add'), { h: 48 });
      } else s.tabs(box.x, box.y + 24, [s.t(`사용 가능 ${c.coupons.length}`, `Available ${c.coupons.length}`), s.t('사용 완료', 'Used')], 0);
      const top = box.y + (v ? 110 : 56);
      s.use(C.card);
      c.coupons.forEach(([name, cond], i) => {
        const y = top + i * 128;
        s.rect(box.x, y, box.w, 112, s.bg, 14, `stroke="${s.line}" stroke-width="1.5"`);
        s.rect(box.x + box.w - 92, y, 92, 112, shade(s.brand, s.theme.dark ? -0.55 : 0.85), 14);
        s.raw(`<path d="M${box.x + box.w - 92} ${y + 8} v96" stroke="${s.line}" stroke-width="2" stroke-dasharray="4 4"/>`);
        s.text(box.x + 18, y + 40, name, { size: 17, weight: 800 });
        s.text(box.x + 18, y + 66, cond, { size: 13, fill: s.muted });
        if (i === 0) s.tag(box.x + 18, y + 78, s.t('D-3', '3 days left'), '#EA3323');
        s.text(box.x + box.w - 46, y + 62, s.t('받기', 'Get'), { size: 15, weight: 800, fill: s.brand, anchor: 'middle' });
      });
      if (v === 1) s.toast(s.t('쿠폰이 등록되었어요', 'Coupon added'));
    },
  },
  130: {
    name: '포인트', nameEn: 'Points', variants: 2,
    draw(s, box, v) {
      const [name, points] = s.c.points;
      s.use(C.card, C.statistic).rect(box.x, box.y + 10, box.w, 140, s.brand, 18);
      s.text(box.x + 20, box.y + 48, s.t(`사용 가능한 ${name}`, `${name} available`), { size: 14, fill: s.onBrand });
      s.text(box.x + 20, box.y + 96, `${points.toLocaleString('en-US')} P`, { size: 32, weight: 800, fill: s.onBrand });
      s.text(box.x + 20, box.y + 128, s.t('이번 달 소멸 예정 300P', '300 expire this month'), { size: 13, fill: s.onBrand });
      if (v === 0) {
        s.text(mid(box), box.y + 200, s.t('매장에서 바코드를 보여 주세요', 'Show this code at the counter'), { size: 14, fill: s.muted, anchor: 'middle' });
        s.qr(mid(box) - 90, box.y + 224, 180);
        s.text(mid(box), box.y + 450, '2041 8832 1190 4471', { size: 16, weight: 700, anchor: 'middle' });
      } else {
        s.tabs(box.x, box.y + 196, [s.t('전체', 'All'), s.t('적립', 'Earned'), s.t('사용', 'Used')], 0);
        s.list(box.y + 214, 5, 62, (y, i) => {
          const plus = i % 2 === 0;
          s.text(box.x, y + 28, plus ? s.t('구매 적립', 'Earned on a purchase') : s.t('결제 시 사용', 'Used at checkout'), { size: 15, weight: 600 });
          s.text(box.x, y + 48, s.t(`11월 ${25 - i * 3}일`, `Nov ${25 - i * 3}`), { size: 12, fill: s.muted });
          s.text(box.x + box.w, y + 38, `${plus ? '+' : '-'}${(120 * (i + 1)).toLocaleString('en-US')} P`, { size: 15, weight: 700, fill: plus ? s.brand : s.ink, anchor: 'end' });
        });
      }
    },
  },
  131: {
    name: '구독', nameEn: 'Subscription', variants: 2,
    draw(s, box, v) {
      const [plan, monthly, perks] = s.c.plan;
      s.text(box.x, box.y + 36, s.t(`${plan}으로 더 많이`, `Get more with ${plan}`), { size: 24, weight: 800 });
      s.segmented(box.x, box.y + 60, box.w, [s.t('월간', 'Monthly'), s.t('연간 (2개월 무료)', 'Yearly (2 months free)')], v);
      if (v === 0 || box.w > 600) {
        const options = [[s.t('베이직', 'Basic'), Math.round(monthly * 0.6)], [plan, monthly], [s.t('패밀리', 'Family'), Math.round(monthly * 1.6)]];
        options.forEach(([name, price], i) => {
          const y = box.y + 124 + i * 96;
          s.use(C.card).rect(box.x, y, box.w, 84, s.bg, 14, `stroke="${i === 1 ? s.brand : s.line}" stroke-width="${i === 1 ? 2.5 : 1.5}"`);
          s.radio(box.x + 16, y + 20, i === 1, name);
          if (i === 1) s.tag(box.x + 48 + s.tw(name, 14), y + 18, s.t('인기', 'Popular'));
          s.price(box.x + box.w - 16 - s.tw(`${s.money(price * (v ? 10 : 1))} / ${s.t(v ? '년' : '월', v ? 'yr' : 'mo')}`, 16), y + 36, price * (v ? 10 : 1), 0, 16);
          s.text(box.x + box.w - 16, y + 36, ` / ${s.t(v ? '년' : '월', v ? 'yr' : 'mo')}`, { size: 13, fill: s.muted, anchor: 'end' });
          s.text(box.x + 48, y + 64, perks[i], { size: 13, fill: s.muted });
        });
      } else {
        s.table(box.x, box.y + 124, box.w, [s.t('혜택', 'Perk'), s.t('무료', 'Free'), plan], perks.map((p, i) => [p, i ? '–' : '✓', '✓']), [0.56, 0.2, 0.24]);
        s.use(C.statistic).text(mid(box), box.y + 340, s.money(monthly * 10), { size: 32, weight: 800, anchor: 'middle' }).text(mid(box), box.y + 366, s.t(`연간 · 월 ${s.money((monthly * 10) / 12)}`, `a year · ${s.money((monthly * 10) / 12)}/mo`), { size: 13, fill: s.muted, anchor: 'middle' });
      }
      s.text(mid(box), box.bottom - 88, s.t('언제든 해지할 수 있어요', 'Cancel anytime'), { size: 12, fill: s.muted, anchor: 'middle' });
      s.button(box.x, box.bottom - 70, box.w, s.t('7일 무료로 시작', 'Start a free week'));
    },
  },
  132: {
    name: '송금', nameEn: 'Money transfer', variants: 2, narrow: true,
    draw(s, box, v) {
      const [acct, no, balance] = s.c.accounts?.[0] ?? [s.t('내 지갑', 'Wallet'), '', 1284500];
      s.avatar(box.x + 24, box.y + 40, 22, person(s, 3).slice(0, 1));
      s.text(box.x + 58, box.y + 36, s.t(`${person(s, 3)}님에게`, `To ${person(s, 3)}`), { size: 17, weight: 700 });
      s.text(box.x + 58, box.y + 58, s.t('하나은행 123-456-789012', 'Bank of Harbor •••• 9012'), { size: 13, fill: s.muted });
      s.text(mid(box), box.y + 160, s.money(v ? 150000 : 35000, false), { size: 40, weight: 800, anchor: 'middle' });
      s.text(mid(box), box.y + 196, s.t(`${acct} 잔액 ${s.money(balance, false)}`, `${acct} ${no} · ${s.money(balance, false)}`), { size: 14, fill: s.muted, anchor: 'middle' });
      if (v) s.textField(box.x, box.y + 230, box.w, s.t('받는 분에게 표시', 'Note to recipient'), s.t('저녁값', 'Dinner'));
      else s.chips(box.x + 10, box.y + 222, [s.t('+1만', '+$10'), s.t('+5만', '+$50'), s.t('+10만', '+$100'), s.t('전액', 'Max')], -1);
      s.use(C.keypad);
      const ky = box.bottom - 330;
      ['1', '2', '3', '4', '5', '6', '7', '8', '9', '00', '0', '←'].forEach((key, i) => {
        s.text(box.x + (box.w / 3) * ((i % 3) + 0.5), ky + Math.floor(i / 3) * 64 + 30, key, { size: 24, weight: 600, anchor: 'middle' });
      });
      s.button(box.x, box.bottom - 70, box.w, s.t('보내기', 'Send'));
    },
  },
  133: {
    name: '계좌·자산', nameEn: 'Accounts & assets', variants: 2,
    draw(s, box, v) {
      const accounts = s.c.accounts;
      const total = accounts.reduce((sum, a) => sum + s.amount(a[2], false), 0);
      if (v === 0) {
        s.use(C.statistic).text(box.x, box.y + 30, s.t('순자산', 'Net worth'), { size: 14, fill: s.muted }).text(box.x, box.y + 72, s.fmt(total), { size: 32, weight: 800 });
        s.text(box.x, box.y + 98, s.t('지난달보다 +3.2%', '+3.2% this month'), { size: 13, weight: 700, fill: '#459949' });
        s.use(C.chart);
        const cx = mid(box);
        const cy = box.y + 220;
        let start = -Math.PI / 2;
        accounts.forEach((a, i) => {
          const share = s.amount(a[2], false) / total;
          const end = start + share * Math.PI * 2;
          const large = share > 0.5 ? 1 : 0;
          const p = (ang, r) => `${(cx + r * Math.cos(ang)).toFixed(1)} ${(cy + r * Math.sin(ang)).toFixed(1)}`;
          s.raw(`<path d="M${p(start, 90)} A90 90 0 ${large} 1 ${p(end, 90)} L${p(end, 56)} A56 56 0 ${large} 0 ${p(start, 56)} Z" fill="${[s.brand, shade(s.brand, 0.45), shade(s.brand, -0.35)][i]}"/>`);
          start = end;
        });
        s.list(box.y + 330, accounts.length, 66, (y, i) => {
          s.rect(box.x, y + 26, 14, 14, [s.brand, shade(s.brand, 0.45), shade(s.brand, -0.35)][i], 4);
          s.text(box.x + 26, y + 30, accounts[i][0], { size: 15, weight: 600 }).text(box.x + 26, y + 50, accounts[i][1], { size: 12, fill: s.muted });
          s.text(box.x + box.w, y + 40, s.money(accounts[i][2], false), { size: 15, weight: 700, anchor: 'end' });
        });
      } else {
        const [name, no, bal] = accounts[0];
        s.text(box.x, box.y + 26, `${name} ${no}`, { size: 14, fill: s.muted });
        s.text(box.x, box.y + 66, s.money(bal, false), { size: 32, weight: 800 });
        s.button(box.x, box.y + 90, box.w / 2 - 6, s.t('채우기', 'Add money'), { primary: false, h: 44 });
        s.button(box.x + box.w / 2 + 6, box.y + 90, box.w / 2 - 6, s.t('보내기', 'Send'), { h: 44 });
        s.chips(box.x, box.y + 160, [s.t('전체', 'All'), s.t('입금', 'In'), s.t('출금', 'Out')], 0);
        s.list(box.y + 208, 5, 62, (y, i) => {
          const [who, when, amt] = s.c.txns[i];
          s.text(box.x, y + 28, who, { size: 15, weight: 600 }).text(box.x, y + 48, when, { size: 12, fill: s.muted });
          s.text(box.x + box.w, y + 38, (amt > 0 ? '+' : '') + s.money(amt, false), { size: 15, weight: 700, fill: amt > 0 ? s.brand : s.ink, anchor: 'end' });
        });
      }
    },
  },
  134: {
    name: '상세 보기', nameEn: 'Detail view', variants: 2, crumb: true,
    draw(s, box, v) {
      const it = item(s, 0);
      if (v === 1) s.video(box.x - (box.w > 600 ? 0 : 20), box.y - 4, box.w + (box.w > 600 ? 0 : 40), box.w > 600 ? 420 : 220, 0.35);
      else s.picture(box.x, box.y, box.w, box.w > 600 ? 360 : 240, 14);
      const y = box.y + (box.w > 600 ? (v ? 430 : 370) : v ? 236 : 250);
      let x = box.x;
      s.c.chips.slice(1, 3).forEach((chip) => {
        x += s.tag(x, y, chip) + 6;
      });
      s.text(box.x, y + 56, it[0], { size: 22, weight: 800 });
      s.text(box.x, y + 82, it[1], { size: 13, fill: s.muted });
      s.avatar(box.x + 16, y + 120, 16, person(s, 4).slice(0, 1)).text(box.x + 42, y + 126, person(s, 4), { size: 14, weight: 600 });
      s.button(box.x + box.w - 96, y + 102, 96, s.c.buy, { h: 36, primary: false });
      s.text(box.x, y + 176, s.c.caption, { size: 15 });
      s.lines(box.x, y + 196, box.w, 4);
      s.use(C.iconButton).text(box.x, box.bottom - 10, s.t('♡ 1.2천   💬 86   ↗ 공유', '♡ 1.2K   💬 86   ↗ Share'), { size: 14, weight: 600, fill: s.muted });
    },
  },
  135: {
    name: '게시물 작성', nameEn: 'Post composer', variants: 2, narrow: true,
    draw(s, box, v) {
      if (v === 0) {
        s.textField(box.x, box.y + 20, box.w, s.t('제목', 'Title'), s.c.caption.slice(0, 18), { focused: false });
        s.textArea(box.x, box.y + 100, box.w, 200, s.t('내용', 'Body'), s.t('오늘 ', 'Today ') + s.c.recent[0]);
        s.text(box.x, box.y + 344, s.t('사진 (최대 10장)', 'Photos (up to 10)'), { size: 13, weight: 600, fill: s.muted });
        s.fileUpload(box.x, box.y + 356, 96, 96, '0/10');
        s.picture(box.x + 106, box.y + 356, 96, 96, 10).picture(box.x + 212, box.y + 356, 96, 96, 10, shade(s.brand, -0.2));
        let x = box.x;
        s.c.chips.slice(1, 4).forEach((chip) => {
          x += s.tag(x, box.y + 476, `#${chip}`) + 6;
        });
        s.button(box.x, box.bottom - 70, box.w, s.t('올리기', 'Post'));
      } else {
        s.picture(box.x - (box.w > 600 ? 0 : 20), box.y - 4, box.w + (box.w > 600 ? 0 : 40), 300, 0);
        s.use(C.gallery, C.grid);
        const w = (box.w - 12) / 4;
        for (let i = 0; i < 8; i++) {
          const x = box.x + (i % 4) * (w + 4);
          const y = box.y + 306 + Math.floor(i / 4) * (w + 4);
          s.picture(x, y, w, w, 4, i % 2 ? s.brand : shade(s.brand, -0.25));
          if (i === 0) s.circle(x + w - 14, y + 14, 10, s.brand).text(x + w - 14, y + 19, '1', { size: 12, weight: 700, fill: s.onBrand, anchor: 'middle' });
        }
        s.text(box.x, box.y + 340 + 2 * w, s.t('최근 항목 ▾', 'Recents ▾'), { size: 15, weight: 700 }).use(C.dropdown);
        s.button(box.x, box.bottom - 60, box.w, s.t('다음', 'Next'), { h: 48 });
      }
    },
  },
  136: {
    name: '댓글', nameEn: 'Comments', variants: 2,
    draw(s, box, v) {
      s.text(box.x, box.y + 24, s.t('댓글 86', '86 comments'), { size: 17, weight: 700 });
      s.use(C.dropdown).text(box.x + box.w, box.y + 24, s.t('인기순 ▾', 'Top ▾'), { size: 13, fill: s.muted, anchor: 'end' });
      s.use(C.comment);
      const texts = [...s.c.reviews, s.c.caption];
      let y = box.y + 44;
      texts.forEach((text, i) => {
        const reply = v === 1 && i === 1;
        const x = box.x + (reply ? 44 : 0);
        if (y + 90 > box.bottom - 70) return;
        s.avatar(x + 18, y + 26, 16, person(s, i + 1).slice(0, 1));
        s.text(x + 44, y + 22, person(s, i + 1), { size: 14, weight: 700 }).text(x + 50 + s.tw(person(s, i + 1), 14), y + 22, s.t(`${i + 1}시간 전`, `${i + 1}h`), { size: 12, fill: s.muted });
        s.text(x + 44, y + 46, text, { size: 14 });
        s.text(x + 44, y + 70, s.t(`좋아요 ${24 - i * 5}   답글 달기`, `${24 - i * 5} likes   Reply`), { size: 12, weight: 600, fill: s.muted });
        y += 96;
      });
      if (v === 1) s.contextMenu(box.x + box.w - 180, box.y + 80, 180, [s.t('답글 달기', 'Reply'), s.t('복사', 'Copy'), s.t('신고', 'Report')]);
      s.use(C.textField).rect(box.x, box.bottom - 56, box.w - 52, 44, s.surface, 22).text(box.x + 18, box.bottom - 28, s.t('댓글을 남겨 주세요', 'Add a comment'), { size: 14, fill: s.muted });
      s.use(C.iconButton).circle(box.x + box.w - 22, box.bottom - 34, 22, s.brand);
    },
  },
  137: {
    name: '채팅', nameEn: 'Chat', variants: 2,
    draw(s, box, v) {
      s.use(C.chatBubble);
      s.text(mid(box), box.y + 10, s.t('오늘', 'Today'), { size: 12, fill: s.muted, anchor: 'middle' });
      let y = box.y + 30;
      s.c.chat.forEach(([mine, text], i) => {
        const w = Math.min(box.w * 0.75, 30 + s.tw(text, 14));
        const x = mine ? box.x + box.w - w : box.x + 40;
        if (!mine) s.avatar(box.x + 16, y + 22, 16, person(s, 4).slice(0, 1));
        s.rect(x, y, w, 44, mine ? s.brand : s.surface, 18);
        s.text(x + 15, y + 28, text, { size: 14, fill: mine ? s.onBrand : s.ink });
        s.text(mine ? x - 6 : x + w + 6, y + 40, s.t(`오후 2:${10 + i}`, `2:${10 + i} PM`), { size: 10, fill: s.muted, anchor: mine ? 'end' : 'start' });
        y += 60 + (i === 1 ? 10 : 0);
      });
      if (v) {
        s.picture(box.x + box.w - 200, y, 200, 150, 18);
        s.use(C.actionSheet);
      }
      s.use(C.textField).rect(box.x + 40, box.bottom - 56, box.w - 92, 44, s.surface, 22).text(box.x + 58, box.bottom - 28, s.t('메시지 입력', 'Message'), { size: 14, fill: s.muted });
      s.use(C.iconButton).text(box.x + 14, box.bottom - 24, '+', { size: 28, fill: s.muted, anchor: 'middle' }).circle(box.x + box.w - 22, box.bottom - 34, 22, s.brand);
    },
  },
  138: {
    name: '프로필', nameEn: 'Profile', variants: 2, tab: 3,
    draw(s, box, v) {
      const cx = mid(box);
      s.avatar(cx, box.y + 60, 44, person(s, 0).slice(0, 1));
      s.text(cx, box.y + 136, person(s, 0), { size: 20, weight: 700, anchor: 'middle' });
      s.text(cx, box.y + 160, s.c.caption.slice(0, 22), { size: 14, fill: s.muted, anchor: 'middle' });
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
  139: {
    name: '팔로우', nameEn: 'Follow', variants: 2,
    draw(s, box, v) {
      if (v === 0) {
        s.tabs(box.x, box.y + 24, [s.t('팔로워 2.4천', '2.4K followers'), s.t('팔로잉 311', '311 following')], 0);
        s.searchBar(box.x, box.y + 46, box.w, s.t('검색', 'Search'));
        s.list(box.y + 104, 6, 72, (y, i) => {
          if (y + 70 > box.bottom) return;
          s.avatar(box.x + 24, y + 36, 24, person(s, i).slice(0, 1));
          s.text(box.x + 60, y + 32, person(s, i), { size: 15, weight: 700 }).text(box.x + 60, y + 52, s.c.chips[(i % (s.c.chips.length - 1)) + 1], { size: 12, fill: s.muted });
          s.button(box.x + box.w - 96, y + 18, 96, i % 3 ? s.t('팔로잉', 'Following') : s.t('팔로우', 'Follow'), { primary: !(i % 3), h: 36 });
        });
      } else {
        title(s, box.x, box.y + 28, s.t('알 수도 있는 사람', 'People you may know'));
        s.use(C.carousel, C.card);
        [0, 1, 2].forEach((i) => {
          const x = box.x + i * 170;
          s.rect(x, box.y + 48, 160, 210, s.surface, 14);
          s.avatar(x + 80, box.y + 106, 36, person(s, i + 2).slice(0, 1));
          s.text(x + 80, box.y + 170, person(s, i + 2), { size: 14, weight: 700, anchor: 'middle' });
          s.text(x + 80, box.y + 192, s.t('친구 3명이 팔로우', '3 mutual friends'), { size: 11, fill: s.muted, anchor: 'middle' });
          s.button(x + 16, box.y + 208, 128, s.t('팔로우', 'Follow'), { h: 36 });
        });
        title(s, box.x, box.y + 310, s.t('추천 계정', 'Suggested'));
        s.list(box.y + 322, 3, 72, (y, i) => {
          s.avatar(box.x + 24, y + 36, 24, person(s, i + 4).slice(0, 1));
          s.text(box.x + 60, y + 40, person(s, i + 4), { size: 15, weight: 700 });
          s.button(box.x + box.w - 96, y + 18, 96, s.t('팔로우', 'Follow'), { h: 36 });
        });
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
      s.list(box.y + 190, 3, 140, (y, i) => {
        if (y + 120 > box.bottom) return;
        s.avatar(box.x + 18, y + 28, 16, person(s, i + 1).slice(0, 1));
        s.text(box.x + 44, y + 26, person(s, i + 1), { size: 14, weight: 700 }).rating(box.x + 51, y + 44, 5 - (i % 2), 11);
        s.text(box.x, y + 80, s.c.reviews[i], { size: 15 });
        if (v && i === 0) s.picture(box.x + box.w - 72, y + 10, 72, 72, 8);
        s.lines(box.x, y + 96, box.w, 2);
      });
      if (v) fab(s, box, '✎');
    },
  },
  141: {
    name: '공유', nameEn: 'Share', variants: 2,
    draw(s, box, v) {
      HOMES.post(s, box, box.y + 10);
      if (v === 0) s.actionSheet(s.t('공유하기', 'Share'), [s.t('링크 복사', 'Copy link'), s.t('카카오톡으로 보내기', 'Send in Messages'), s.t('스토리에 올리기', 'Add to story'), s.t('이미지로 저장', 'Save as image')], s.t('취소', 'Cancel'));
      else {
        s.bottomSheet(s.height - 430, s.t('친구에게 공유', 'Share with friends'));
        s.qr(s.width / 2 - 70, s.height - 360, 140);
        s.use(C.avatar);
        for (let i = 0; i < 4; i++) s.avatar(40 + i * ((s.width - 80) / 3), s.height - 160, 24, person(s, i).slice(0, 1)).text(40 + i * ((s.width - 80) / 3), s.height - 120, firstName(s, i), { size: 11, fill: s.muted, anchor: 'middle' });
        s.button(20, s.height - 90, s.width - 40, s.t('링크 복사', 'Copy link'), { h: 48 });
      }
    },
  },
  142: {
    name: '미디어 재생', nameEn: 'Media player', variants: 2,
    draw(s, box, v) {
      const it = item(s, v);
      const audio = s.c.kind === 'music' || (v === 1 && s.c.kind !== 'video');
      if (audio) {
        const size = Math.min(box.w, 320);
        s.picture(mid(box) - size / 2, box.y + 10, size, size, 18, shade(s.brand, -0.2));
        s.text(box.x, box.y + size + 60, it[0], { size: 22, weight: 800 });
        s.text(box.x, box.y + size + 86, it[1], { size: 15, fill: s.muted });
        s.iconButton(box.x + box.w - 12, box.y + size + 66);
        s.audio(box.x, box.y + size + 120, box.w);
        s.text(mid(box), box.bottom - 10, s.t('가사 보기 ⌃', 'Lyrics ⌃'), { size: 13, weight: 600, fill: s.muted, anchor: 'middle' });
      } else {
        s.video(box.x - (box.w > 600 ? 0 : 20), box.y - 4, box.w + (box.w > 600 ? 0 : 40), box.w > 600 ? 440 : 220);
        const y = box.y + (box.w > 600 ? 470 : 250);
        s.text(box.x, y, it[0], { size: 20, weight: 800 }).text(box.x, y + 24, it[1], { size: 13, fill: s.muted });
        s.tabs(box.x, y + 66, [s.t('회차', 'Episodes'), s.t('비슷한 콘텐츠', 'More like this')], 0);
        itemRows(s, box, y + 80, 3, { gap: 84, thumb: 100, from: 1, right: (ry, i) => s.progress(box.x, ry + 78, 100, 0.9 - i * 0.4, 4) });
      }
    },
  },
  143: {
    name: '예약', nameEn: 'Booking', variants: 2, narrow: true,
    draw(s, box, v) {
      const it = item(s, 0);
      s.text(box.x, box.y + 26, it[0], { size: 18, weight: 700 }).text(box.x, box.y + 48, it[1], { size: 13, fill: s.muted });
      if (v === 0) {
        s.use(C.calendar);
        s.text(box.x, box.y + 86, s.t('2026년 12월', 'December 2026'), { size: 16, weight: 700 });
        const w = box.w / 7;
        [s.t('일', 'S'), s.t('월', 'M'), s.t('화', 'T'), s.t('수', 'W'), s.t('목', 'T'), s.t('금', 'F'), s.t('토', 'S')].forEach((d, i) => s.text(box.x + w * (i + 0.5), box.y + 114, d, { size: 12, fill: s.muted, anchor: 'middle' }));
        for (let day = 1; day <= 31; day++) {
          const cell = day + 1;
          const cx = box.x + w * ((cell % 7) + 0.5);
          const cy = box.y + 146 + Math.floor(cell / 7) * 40;
          const picked = day === 18 || day === 20;
          if (day === 19) s.rect(cx - w / 2, cy - 22, w, 34, shade(s.brand, 0.8));
          if (picked) s.circle(cx, cy - 5, 17, s.brand);
          s.text(cx, cy, String(day), { size: 14, weight: picked ? 700 : 400, fill: picked ? s.onBrand : day < 9 ? s.muted : s.ink, anchor: 'middle' });
        }
        const y = box.y + 146 + 5 * 40 + 10;
        s.text(box.x, y, s.t('시간', 'Time'), { size: 16, weight: 700 });
        s.chips(box.x, y + 14, ['10:00', '13:30', '15:00', '18:30'], 1);
        s.text(box.x, y + 84, s.t('인원', 'Guests'), { size: 16, weight: 700 });
        s.stepper(box.x + box.w - 120, y + 62, 2, 120);
      } else {
        s.dropdown(box.x, box.y + 84, box.w, s.t('날짜', 'Date'), s.t('12월 18일 (목)', 'Thu, Dec 18'));
        s.text(box.x, box.y + 180, s.t('시간', 'Time'), { size: 13, weight: 600, fill: s.muted });
        s.timeWheel(box.x, box.y + 192, box.w, '07', '30');
        s.textArea(box.x, box.y + 392, box.w, 96, s.t('요청 사항', 'Requests'), s.t('창가 자리로 부탁드려요', 'A window seat, please'));
        s.toast(s.t('12월 18일 19:30으로 예약했어요', 'Booked for Dec 18, 7:30 PM'));
      }
      s.button(box.x, box.bottom - 70, box.w, s.c.buy === s.t('예약하기', 'Reserve') ? s.c.buy : s.t('예약하기', 'Book'));
    },
  },
  144: {
    name: '마이페이지', nameEn: 'My page', variants: 2, tab: 3,
    draw(s, box, v) {
      const c = s.c;
      if (v === 1) {
        HOMES[c.home](s, box, 0);
        s.sideMenu([s.t('홈', 'Home'), ...c.sections, s.t('설정', 'Settings')]);
        return;
      }
      s.avatar(box.x + 30, box.y + 36, 30, person(s, 0).slice(0, 1));
      s.text(box.x + 74, box.y + 32, s.t(`${person(s, 0)}님`, person(s, 0)), { size: 19, weight: 700 }).text(box.x + 74, box.y + 54, s.t('일반 회원 ›', 'Member ›'), { size: 13, fill: s.muted });
      s.use(C.card, C.statistic).rect(box.x, box.y + 86, box.w, 84, s.surface, 14);
      [[c.points[0], `${c.points[1].toLocaleString('en-US')}`], [s.t('쿠폰', 'Coupons'), String(c.coupons.length)], [s.t('찜', 'Saved'), '24']].forEach(([label, n], i) => {
        const x = box.x + (box.w / 3) * (i + 0.5);
        s.text(x, box.y + 120, label, { size: 12, fill: s.muted, anchor: 'middle' }).text(x, box.y + 148, n, { size: 18, weight: 800, anchor: 'middle' });
      });
      s.use(C.banner).rect(box.x, box.y + 186, box.w, 64, shade(s.brand, s.theme.dark ? -0.55 : 0.85), 12);
      s.text(box.x + 16, box.y + 224, c.plan[0] + s.t(' 첫 달 무료', ': first month free'), { size: 14, weight: 700, fill: s.theme.dark ? s.ink : shade(s.brand, -0.45) });
      s.list(box.y + 262, c.sections.length + 1, 56, (y, i) => {
        s.text(box.x, y + 34, [...c.sections, s.t('설정', 'Settings')][i], { size: 16 }).text(box.x + box.w, y + 34, '›', { size: 18, fill: s.muted, anchor: 'end' });
      });
    },
  },
  145: {
    name: '설정', nameEn: 'Settings', variants: 3, tab: 3,
    draw(s, box, v) {
      const rows = [s.t('푸시 알림', 'Push notifications'), s.t('다크 모드', 'Dark mode'), s.t('생체 인증 로그인', 'Face ID sign-in'), s.t('자동 재생', 'Autoplay'), s.t('위치 기반 추천', 'Nearby suggestions')];
      if (v === 2) {
        s.searchBar(box.x, box.y + 6, box.w, s.t('설정 검색', 'Search settings'));
        s.avatar(box.x + 26, box.y + 96, 26, person(s, 0).slice(0, 1)).text(box.x + 66, box.y + 92, person(s, 0), { size: 17, weight: 700 }).text(box.x + 66, box.y + 114, s.t('계정, 보안, 결제', 'Account, security, billing'), { size: 12, fill: s.muted });
        s.list(box.y + 136, 7, 56, (y, i) => {
          const labels = [s.t('알림', 'Notifications'), s.t('화면', 'Display'), s.t('개인정보', 'Privacy'), s.t('언어', 'Language'), s.t('저장 공간', 'Storage'), s.t('고객센터', 'Help'), s.t('앱 정보', 'About')];
          s.rect(box.x, y + 14, 30, 30, [s.brand, '#4166ED', '#459949', '#8C3ED9', '#EC658B', '#F8D748', '#6B7280'][i], 8);
          s.text(box.x + 44, y + 34, labels[i], { size: 16 }).text(box.x + box.w, y + 34, i === 3 ? s.t('한국어 ›', 'English ›') : '›', { size: 15, fill: s.muted, anchor: 'end' });
        });
        return;
      }
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
  146: {
    name: '알림 설정', nameEn: 'Notification settings', variants: 2,
    draw(s, box, v) {
      const kinds = s.c.notices.slice(0, 5);
      s.use(C.card).rect(box.x, box.y + 8, box.w, 64, s.surface, 12);
      s.text(box.x + 16, box.y + 46, s.t('전체 알림', 'All notifications'), { size: 16, weight: 700 });
      s.toggle(box.x + box.w - 66, box.y + 25, true);
      if (v === 0) {
        s.list(box.y + 90, kinds.length, 64, (y, i) => {
          s.text(box.x, y + 28, kinds[i].slice(0, 20), { size: 15 }).text(box.x, y + 48, i % 2 ? s.t('푸시 · 이메일', 'Push · Email') : s.t('푸시', 'Push'), { size: 12, fill: s.muted });
          s.toggle(box.x + box.w - 50, y + 17, i !== 2);
        });
      } else {
        s.text(box.x, box.y + 110, s.t('방해 금지 시간', 'Quiet hours'), { size: 16, weight: 700 }).toggle(box.x + box.w - 50, box.y + 88, true);
        s.timeWheel(box.x, box.y + 130, box.w, '10', '00');
        s.text(box.x, box.y + 340, s.t('알림 방식', 'Alert style'), { size: 16, weight: 700 });
        s.segmented(box.x, box.y + 356, box.w, [s.t('소리', 'Sound'), s.t('진동', 'Vibrate'), s.t('무음', 'Silent')], 1);
        s.checkbox(box.x, box.y + 424, true, s.t('잠금 화면에 내용 표시', 'Show previews on lock screen'));
      }
    },
  },
  147: {
    name: '알림 목록', nameEn: 'Notifications', variants: 2,
    draw(s, box, v) {
      s.tabs(box.x, box.y + 24, [s.t('전체', 'All'), s.t('활동', 'Activity'), s.t('혜택', 'Offers')], 0);
      const items = s.c.notices;
      s.list(box.y + 50, items.length, 76, (y, i) => {
        if (y + 70 > box.bottom) return;
        if (i % 2) s.avatar(box.x + 22, y + 36, 20, person(s, i).slice(0, 1));
        else s.rect(box.x + 2, y + 16, 40, 40, shade(s.brand, 0.7), 12).rect(box.x + 14, y + 28, 16, 16, s.brand, 4);
        s.text(box.x + 56, y + 32, items[i], { size: 15, weight: i < 2 ? 700 : 400 });
        s.text(box.x + 56, y + 54, s.t(`${i + 1}시간 전`, `${i + 1}h ago`), { size: 12, fill: s.muted });
        if (i < 2) s.badge(box.x + box.w - 6, y + 36);
      });
      if (v) s.snackbar(s.t('알림 1개를 삭제했어요', 'Notification deleted'), s.t('되돌리기', 'Undo'));
    },
  },
  148: {
    name: '고객센터', nameEn: 'Help center', variants: 2, crumb: true,
    draw(s, box, v) {
      s.text(box.x, box.y + 34, s.t('무엇을 도와드릴까요?', 'How can we help?'), { size: 22, weight: 800 });
      s.searchBar(box.x, box.y + 52, box.w, s.t('궁금한 내용을 검색하세요', 'Search help articles'));
      if (v === 0) {
        s.text(box.x, box.y + 136, s.t('자주 묻는 질문', 'Frequently asked'), { size: 15, weight: 700 });
        s.accordion(box.x, box.y + 144, box.w, s.c.faq, 0);
        s.button(box.x, box.bottom - 70, box.w, s.t('1:1 문의하기', 'Contact support'));
      } else {
        s.use(C.grid);
        const k = box.w > 600 ? 4 : 2;
        const w = (box.w - 12 * (k - 1)) / k;
        [s.t('주문·결제', 'Orders & payment'), s.t('계정', 'Account'), s.t('환불', 'Refunds'), s.t('이용 방법', 'Using the app')].forEach((label, i) => {
          const x = box.x + (i % k) * (w + 12);
          const y = box.y + 120 + Math.floor(i / k) * 90;
          s.use(C.card).rect(x, y, w, 78, s.surface, 12).rect(x + 14, y + 14, 24, 24, s.brand, 6).text(x + 14, y + 62, label, { size: 14, weight: 600 });
        });
        s.textArea(box.x, box.y + 330, box.w, 130, s.t('문의 내용', 'Your message'), s.c.faq[1][0]);
        s.fileUpload(box.x, box.y + 490, 80, 60, s.t('사진', 'Photo'));
        s.button(box.x + 96, box.y + 494, box.w - 96, s.t('보내기', 'Send'), { h: 52 });
      }
    },
  },
  149: {
    name: '회원 탈퇴', nameEn: 'Account deletion', variants: 2, narrow: true,
    draw(s, box, v) {
      s.text(box.x, box.y + 36, s.t('정말 떠나시나요?', 'Delete your account?'), { size: 24, weight: 800 });
      s.text(box.x, box.y + 64, s.t(`${s.c.points[0]} ${s.c.points[1].toLocaleString('en-US')}P와 쿠폰이 모두 사라져요`, `Your ${s.c.points[1].toLocaleString('en-US')} ${s.c.points[0].toLowerCase()} and coupons will be lost`), { size: 14, fill: '#EA3323' });
      s.text(box.x, box.y + 110, s.t('떠나는 이유를 알려 주세요', 'Tell us why you’re leaving'), { size: 15, weight: 700 });
      s.c.deleteReasons.forEach((reason, i) => s.radio(box.x, box.y + 130 + i * 44, i === 1, reason));
      s.textArea(box.x, box.y + 320, box.w, 90, '', s.t('의견을 남겨 주세요 (선택)', 'Anything else? (optional)'));
      s.checkbox(box.x, box.bottom - 110, true, s.t('안내 사항을 확인했어요', 'I understand this can’t be undone'));
      s.use(C.button).rect(box.x, box.bottom - 70, box.w, 52, '#EA3323', 12).text(mid(box), box.bottom - 38, s.t('탈퇴하기', 'Delete account'), { size: 16, weight: 700, fill: '#FFFFFF', anchor: 'middle' });
      if (v) s.dialog(s.t('계정을 삭제할까요?', 'Delete your account?'), s.t('삭제하면 되돌릴 수 없어요', 'This can’t be undone'), s.t('계정 삭제', 'Delete'), s.t('취소', 'Cancel'));
    },
  },
  150: {
    name: '언어 선택', nameEn: 'Language', variants: 2, narrow: true,
    draw(s, box, v) {
      const langs = ['한국어', 'English', '日本語', '简体中文', 'Español', 'Français', 'Deutsch', 'Tiếng Việt'];
      const active = s.theme.lang === 'ko' ? 0 : 1;
      if (v === 0) {
        s.text(box.x, box.y + 30, s.t('앱에서 쓸 언어를 골라 주세요', 'Choose the app’s language'), { size: 15, fill: s.muted });
        s.list(box.y + 44, 7, 58, (y, i) => s.radio(box.x, y + 18, i === active, langs[i]));
        s.button(box.x, box.bottom - 70, box.w, s.t('저장', 'Save'));
      } else {
        s.searchBar(box.x, box.y + 6, box.w, s.t('언어 검색', 'Search languages'));
        s.text(box.x, box.y + 86, s.t('추천', 'Suggested'), { size: 13, weight: 700, fill: s.muted });
        s.list(box.y + 96, 8, 54, (y, i) => {
          if (y + 50 > box.bottom) return;
          s.text(box.x, y + 34, langs[i], { size: 16, weight: i === active ? 700 : 400 });
          if (i === active) s.text(box.x + box.w, y + 34, '✓', { size: 18, weight: 700, fill: s.brand, anchor: 'end' });
        });
      }
    },
  },
  151: {
    name: '빈 화면', nameEn: 'Empty state', variants: 2,
    draw(s, box, v) {
      s.use(C.empty);
      if (v) s.tabs(box.x, box.y + 24, [s.c.sections[0], s.c.sections[2]], 0);
      state(s, box, {
        heading: v ? s.t(`${s.c.sections[0]}이 없어요`, `No ${s.c.sections[0].toLowerCase()} yet`) : s.t('아직 찜한 항목이 없어요', 'Nothing saved yet'),
        body: s.t(`마음에 드는 ${s.c.chips[1]}을 찾아보세요`, `Find ${s.c.chips[1].toLowerCase()} you like`),
        action: s.t('둘러보기', 'Start browsing'),
      });
    },
  },
  152: {
    name: '오류', nameEn: 'Error', variants: 2,
    draw(s, box, v) {
      if (v === 0) state(s, box, { colour: '#EA3323', glyph: '!', heading: s.t('일시적인 오류가 발생했어요', 'Something went wrong'), body: s.t('잠시 후 다시 시도해 주세요', 'Please try again in a moment'), action: s.t('다시 시도', 'Try again'), secondary: s.t('고객센터 문의', 'Contact support') });
      else {
        s.use(C.banner).rect(box.x, box.y, box.w, 48, shade('#EA3323', 0.85), 10).text(box.x + 16, box.y + 30, s.t('인터넷 연결이 끊겼어요', 'You are offline'), { size: 14, weight: 700, fill: '#B3261E' });
        s.use(C.skeleton);
        for (let i = 0; i < 4; i++) s.rect(box.x, box.y + 72 + i * 84, 64, 64, s.surface, 10).rect(box.x + 80, box.y + 84 + i * 84, box.w * 0.5, 14, s.surface, 7).rect(box.x + 80, box.y + 108 + i * 84, box.w * 0.3, 12, s.surface, 6);
        s.dialog(s.t('연결할 수 없어요', 'Can’t connect'), s.t('Wi-Fi나 데이터를 확인해 주세요', 'Check Wi-Fi or mobile data'), s.t('다시 시도', 'Retry'), s.t('닫기', 'Close'));
      }
    },
  },
  153: {
    name: '로딩', nameEn: 'Loading', variants: 2,
    draw(s, box, v) {
      if (v) {
        const cx = mid(box);
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
        if (y + 56 > box.bottom) break;
        s.rect(box.x, y, 56, 56, s.surface, 12).rect(box.x + 70, y + 8, box.w * 0.55, 14, s.surface, 7).rect(box.x + 70, y + 32, box.w * 0.35, 12, s.surface, 6);
      }
    },
  },
  154: {
    name: '완료', nameEn: 'Success', variants: 2,
    draw(s, box, v) {
      const cx = mid(box);
      if (v) for (let i = 0; i < 24; i++) s.rect(box.x + ((i * 53) % box.w), box.y + ((i * 37) % 200), 8, 14, [s.brand, '#F8D748', '#EC658B', '#4166ED'][i % 4], 2, `transform="rotate(${(i * 29) % 90} ${box.x + ((i * 53) % box.w)} ${box.y + ((i * 37) % 200)})"`);
      state(s, box, {
        glyph: '✓',
        heading: v ? s.t('목표를 달성했어요!', 'Goal reached!') : s.c.done[0],
        body: v ? s.c.stat[2] : `${s.c.done[1]} · ${s.c.done[2]}`,
        action: s.t('확인', 'Done'),
      });
      if (v) {
        s.use(C.statistic).text(cx, box.bottom - 60, s.t('7일 연속 🔥', '7-day streak 🔥'), { size: 18, weight: 800, anchor: 'middle' });
      }
    },
  },
  155: {
    name: '업데이트 안내', nameEn: 'Update prompt', variants: 2,
    draw(s, box, v) {
      if (v === 0) {
        HOMES[s.c.home](s, box, 1);
        s.modal(s.t('새 버전이 나왔어요', 'A new version is here'), s.t('더 빠르고 안정적인 4.2.0으로 업데이트하세요', 'Update to 4.2.0: faster and steadier'), s.t('업데이트', 'Update'), s.t('나중에', 'Later'));
      } else {
        s.picture(box.x, box.y + 10, box.w, 200, 18);
        s.text(box.x, box.y + 256, s.t('버전 4.2.0', 'Version 4.2.0'), { size: 24, weight: 800 });
        s.text(box.x, box.y + 282, s.t('업데이트가 필요해요', 'This update is required'), { size: 14, fill: s.muted });
        s.list(box.y + 300, 3, 60, (y, i) => {
          s.text(box.x, y + 36, ['✦', '✦', '✦'][i], { size: 16, fill: s.brand }).text(box.x + 28, y + 36, [s.c.onboarding[0][0], s.t('화면이 더 빨리 열려요', 'Screens open faster'), s.t('자잘한 오류를 고쳤어요', 'Bug fixes')][i], { size: 15 });
        });
        s.button(box.x, box.bottom - 70, box.w, s.t('지금 업데이트', 'Update now'));
      }
    },
  },
  156: {
    name: '점검 안내', nameEn: 'Maintenance', variants: 2,
    draw(s, box, v) {
      if (v === 0) {
        state(s, box, { colour: '#F8D748', glyph: '⚙', heading: s.t('서비스 점검 중이에요', 'We’re down for maintenance'), body: s.t('12월 3일 02:00 ~ 06:00 (4시간)', 'Dec 3, 2–6 AM (4 hours)'), secondary: s.t('공지사항 보기', 'Read the notice') });
      } else {
        s.use(C.banner).rect(box.x, box.y, box.w, 56, shade('#F8D748', 0.7), 12).text(box.x + 16, box.y + 34, s.t('12월 3일 새벽 정기 점검이 있어요', 'Scheduled maintenance on Dec 3'), { size: 14, weight: 700, fill: '#5C4B00' });
        s.text(box.x, box.y + 100, s.t('점검 중 이용할 수 없는 기능', 'Unavailable during maintenance'), { size: 16, weight: 700 });
        s.table(box.x, box.y + 116, box.w, [s.t('기능', 'Feature'), s.t('시간', 'Time')], [[s.c.buy, '02:00–06:00'], [s.t('로그인', 'Sign-in'), '02:00–03:00'], [s.t('알림', 'Notifications'), '05:00–06:00']], [0.5, 0.5]);
        s.button(box.x, box.bottom - 70, box.w, s.t('확인', 'OK'));
      }
    },
  },
  157: {
    name: '즐겨찾기', nameEn: 'Favorites', variants: 2,
    draw(s, box, v) {
      s.tabs(box.x, box.y + 24, [s.t(`전체 ${s.c.items.length}`, `All ${s.c.items.length}`), s.c.chips[1], s.c.chips[2]], 0);
      if (v === 0) {
        itemGrid(s, box, box.y + 50, 6);
        s.use(C.iconButton);
      } else {
        itemRows(s, box, box.y + 44, 5, { gap: 92, thumb: 72, right: (y) => s.text(box.x + box.w, y + 40, '⋯', { size: 20, fill: s.muted, anchor: 'end' }) });
        s.contextMenu(box.x + box.w - 190, box.y + 90, 190, [s.t('공유', 'Share'), s.t('폴더로 이동', 'Move to folder'), s.t('삭제', 'Delete')]);
      }
    },
  },
  158: {
    name: '일정', nameEn: 'Schedule', variants: 2,
    draw(s, box, v) {
      const events = s.c.items.slice(0, 4).map((it, i) => [it[0], `${['09:00', '11:30', '14:00', '19:30'][i]} · ${it[1]}`]);
      if (v === 0) {
        s.use(C.calendar);
        s.text(box.x, box.y + 26, s.t('12월 3주차', 'Dec 15 – 21'), { size: 18, weight: 700 });
        const w = box.w / 7;
        for (let d = 0; d < 7; d++) {
          const cx = box.x + w * (d + 0.5);
          if (d === 3) s.rect(cx - 20, box.y + 44, 40, 62, s.brand, 12);
          s.text(cx, box.y + 66, s.t('일월화수목금토'[d], 'SMTWTFS'[d]), { size: 12, fill: d === 3 ? s.onBrand : s.muted, anchor: 'middle' });
          s.text(cx, box.y + 94, String(15 + d), { size: 16, weight: 700, fill: d === 3 ? s.onBrand : s.ink, anchor: 'middle' });
        }
        s.timeline(box.x + 4, box.y + 150, events, 2, 80);
        fab(s, box);
      } else {
        s.use(C.calendar);
        s.text(box.x, box.y + 26, s.t('2026년 12월', 'December 2026'), { size: 18, weight: 700 });
        const w = box.w / 7;
        for (let day = 1; day <= 31; day++) {
          const cell = day + 1;
          const cx = box.x + w * ((cell % 7) + 0.5);
          const cy = box.y + 64 + Math.floor(cell / 7) * 38;
          if (day === 18) s.circle(cx, cy - 5, 15, s.brand);
          s.text(cx, cy, String(day), { size: 13, weight: day === 18 ? 700 : 400, fill: day === 18 ? s.onBrand : s.ink, anchor: 'middle' });
          if ([4, 11, 18, 23].includes(day)) s.circle(cx, cy + 10, 2.5, day === 18 ? s.brand : s.muted);
        }
        s.list(box.y + 300, 3, 72, (y, i) => {
          s.rect(box.x, y + 14, 4, 44, [s.brand, '#459949', '#EC658B'][i], 2);
          s.text(box.x + 16, y + 32, events[i][0], { size: 15, weight: 600 }).text(box.x + 16, y + 52, events[i][1], { size: 12, fill: s.muted });
        });
      }
    },
  },
  159: {
    name: '위치 선택', nameEn: 'Location picker', variants: 2, narrow: true,
    draw(s, box, v) {
      const addresses = s.t('서울시 성동구 성수이로 12|서울시 마포구 와우산로 94|서울시 강남구 테헤란로 152|경기도 성남시 분당구 판교역로 235', '12 Market St, San Francisco|350 5th Ave, New York|88 Elm Ave, Brooklyn|1 Ferry Building, San Francisco').split('|');
      if (v === 0) {
        s.map(box.x - (box.w > 600 ? 0 : 20), box.y - 4, box.w + (box.w > 600 ? 0 : 40), box.bottom - box.y - 170, box.w > 600 ? 14 : 0);
        s.pin(mid(box), box.y + (box.bottom - box.y - 170) / 2 + 20, s.brand, s.t('여기로 설정', 'Set here'));
        s.use(C.iconButton).circle(box.x + box.w - 24, box.bottom - 200, 22, s.bg);
        s.text(box.x, box.bottom - 130, addresses[0], { size: 17, weight: 700 }).text(box.x, box.bottom - 106, s.t('지번: 성수동2가 273-12', 'Between 1st and 2nd St'), { size: 13, fill: s.muted });
        s.button(box.x, box.bottom - 70, box.w, s.t('이 위치로 설정', 'Use this location'));
      } else {
        s.searchBar(box.x, box.y + 6, box.w, s.t('도로명, 건물명 또는 지번', 'Street, building or area'));
        s.use(C.button).text(box.x, box.y + 84, s.t('⌖ 현재 위치로 찾기', '⌖ Use my current location'), { size: 15, weight: 700, fill: s.brand });
        s.text(box.x, box.y + 130, s.t('최근 주소', 'Recent'), { size: 13, weight: 700, fill: s.muted });
        s.list(box.y + 140, addresses.length, 70, (y, i) => {
          s.text(box.x, y + 30, addresses[i], { size: 15, weight: 600 }).text(box.x, y + 52, [s.t('집', 'Home'), s.t('회사', 'Work'), '', ''][i] || s.t('최근', 'Recent'), { size: 12, fill: s.muted });
        });
      }
    },
  },
  160: {
    name: '초대·추천', nameEn: 'Referral', variants: 2,
    draw(s, box, v) {
      const reward = s.money(5000);
      s.picture(box.x, box.y + 10, box.w, 170, 18);
      s.text(mid(box), box.y + 224, s.t(`친구를 초대하면 둘 다 ${reward}`, `Give ${reward}, get ${reward}`), { size: 22, weight: 800, anchor: 'middle' });
      s.text(mid(box), box.y + 252, s.t('친구가 가입하고 첫 이용을 마치면 바로 지급돼요', 'When a friend joins and uses it once'), { size: 13, fill: s.muted, anchor: 'middle' });
      if (v === 0) {
        s.use(C.card).rect(box.x, box.y + 280, box.w, 64, s.surface, 12, `stroke="${s.line}" stroke-dasharray="6 4"`);
        s.text(box.x + 18, box.y + 320, 'HANEUL-2041', { size: 18, weight: 800 }).use(C.button).text(box.x + box.w - 18, box.y + 320, s.t('복사', 'Copy'), { size: 14, weight: 700, fill: s.brand, anchor: 'end' });
        s.text(box.x, box.y + 390, s.t('초대 현황', 'Your invites'), { size: 15, weight: 700 });
        s.progress(box.x, box.y + 406, box.w, 0.6, 10);
        s.text(box.x, box.y + 438, s.t('3명 초대 · 2명 더 초대하면 보너스', '3 joined · 2 more for a bonus'), { size: 13, fill: s.muted });
        s.button(box.x, box.bottom - 70, box.w, s.t('초대 링크 보내기', 'Send invite link'));
      } else {
        s.qr(mid(box) - 80, box.y + 290, 160);
        s.text(mid(box), box.y + 490, s.t('친구 휴대폰으로 스캔하세요', 'Let your friend scan this'), { size: 13, fill: s.muted, anchor: 'middle' });
        s.button(box.x, box.bottom - 70, box.w, s.t('공유하기', 'Share'));
      }
    },
  },
};

export const TEMPLATE_CODES = Object.keys(TEMPLATES);
