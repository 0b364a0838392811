// The drawing kit of the demo screens: a Screen collects SVG and, as each part is drawn, the
// catalog's component code of what that part is (seed codes in catalog's 0002_library.sql), so a
// screen's declared components are exactly the ones it shows.

import { contentOf } from '../content.mjs';

const FONT = `'Noto Sans CJK KR', 'Noto Sans KR', 'Noto Sans', sans-serif`;
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Component codes (catalog seed), by what they are. */
export const C = {
  button: '177', iconButton: '178', fab: '179', textField: '180', textArea: '181', searchBar: '182', checkbox: '183',
  radio: '184', toggle: '185', slider: '186', stepper: '187', dropdown: '188', segmented: '191', chip: '192', tag: '193',
  rating: '194', otp: '196', tabBar: '197', tabs: '198', navBar: '199', pagination: '202', pageIndicator: '203',
  back: '204', link: '205', footer: '206', toast: '207', alert: '209', progress: '210', badge: '213', empty: '214',
  card: '217', list: '218', grid: '220', carousel: '221', banner: '222', avatar: '223', divider: '225',
  timeline: '226', chart: '227', price: '228', statistic: '229', sheet: '230', image: '236', keypad: '244',
  calendar: '243', spinner: '211', skeleton: '212', socialLogin: '245', paymentMethod: '246', quantity: '247', comment: '248', chatBubble: '249',
  datePicker: '189', timePicker: '190', fileUpload: '195', sideMenu: '200', breadcrumb: '201', snackbar: '208',
  tooltip: '215', coachMark: '216', table: '219', accordion: '224', modal: '231', popover: '232', actionSheet: '233',
  overlay: '234', contextMenu: '235', video: '237', map: '238', gallery: '239', story: '240', audio: '241', qr: '242',
};

/** Mixes a #RRGGBB colour with white (t > 0) or black (t < 0). */
export function shade(hex, t) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const to = t > 0 ? 255 : 0;
  const k = Math.abs(t);
  return '#' + [r, g, b].map((v) => Math.round(v + (to - v) * k).toString(16).padStart(2, '0')).join('');
}

/** The currency of an app: won for Korean apps (as "12,900원" or "₩12,900"), else its ISO code. */
const formats = new Map();
function formatter(currency) {
  if (!formats.has(currency)) formats.set(currency, new Intl.NumberFormat('en-US', { style: 'currency', currency }));
  return formats.get(currency);
}
/** Won per unit of the other currencies the demo's global apps charge in (rounded rates). */
const RATES = { USD: 1300, EUR: 1450, GBP: 1700, JPY: 9 };

export class Screen {
  /** `theme`: {brand, dark, lang, kind, currency, wonSign}; width/height in logical px, `scale` pixels per logical px. */
  constructor({ width, height, scale, theme, rnd }) {
    Object.assign(this, { width, height, scale, theme, rnd });
    this.content = contentOf(theme.kind ?? 'shop', theme.lang === 'en' ? 'en' : 'ko');
    this.parts = [];
    this.components = new Set();
    const dark = theme.dark;
    this.bg = dark ? '#121212' : '#FFFFFF';
    this.surface = dark ? '#1E1E1E' : '#F3F4F6';
    this.ink = dark ? '#F5F5F5' : '#111111';
    this.muted = dark ? '#9A9A9A' : '#6B7280';
    this.line = dark ? '#2A2A2A' : '#E5E7EB';
    this.brand = theme.brand;
    // Text on the brand colour: dark on light brands (yellow), white on the others.
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(theme.brand.slice(i, i + 2), 16));
    this.onBrand = 0.299 * r + 0.587 * g + 0.114 * b > 170 ? '#111111' : '#FFFFFF';
  }

  /** The app's content (scripts/demo/content.mjs: its category's table in its language). */
  get c() {
    return this.content;
  }

  /** Roughly how wide `text` is at `size` (Hangul is square, Latin about half as wide). */
  tw(text, size = 15) {
    let w = 0;
    for (const ch of String(text)) w += /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/.test(ch) ? size : size * 0.56;
    return w;
  }

  /**
   * An amount given in won, in the app's currency: Korean apps in won (to 10 won), global apps
   * converted (prices of things end in .99 when `retail`). Sums are made of these, so totals add up.
   */
  amount(won, retail = true) {
    const currency = this.theme.currency ?? (this.theme.lang === 'ko' ? 'KRW' : 'USD');
    if (currency === 'KRW') return Math.round(won / 10) * 10;
    const value = won / RATES[currency];
    if (currency === 'JPY') return Math.round(value / 10) * 10;
    return retail && Math.abs(value) >= 2 ? Math.sign(value) * (Math.ceil(Math.abs(value)) - 0.01) : Math.round(value * 100) / 100;
  }

  /** An amount of the app's currency (from `amount`) as text, a minus sign kept. */
  fmt(value) {
    const currency = this.theme.currency ?? (this.theme.lang === 'ko' ? 'KRW' : 'USD');
    const sign = value < 0 ? '-' : '';
    const abs = Math.abs(value);
    if (currency === 'KRW') return this.theme.wonSign ? `${sign}₩${abs.toLocaleString('en-US')}` : `${sign}${abs.toLocaleString('en-US')}원`;
    return sign + formatter(currency).format(abs);
  }

  /** The copy in the app's language: t('한국어', 'English'). */
  t(ko, en) {
    return this.theme.lang === 'ko' ? ko : en;
  }

  /** Draws `draw` on a brand-coloured band from the top to `bottom` (an app's filled header), in `onBrand` ink. */
  onBrandBand(bottom, draw) {
    this.rect(0, 0, this.width, bottom, this.brand);
    const [ink, muted] = [this.ink, this.muted];
    this.ink = this.muted = this.onBrand;
    draw();
    [this.ink, this.muted] = [ink, muted];
    return this;
  }

  use(...codes) {
    for (const code of codes) this.components.add(code);
    return this;
  }

  raw(svg) {
    this.parts.push(svg);
    return this;
  }

  rect(x, y, w, h, fill, r = 0, extra = '') {
    return this.raw(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" ${extra}/>`);
  }

  circle(cx, cy, r, fill) {
    return this.raw(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`);
  }

  text(x, y, content, { size = 15, weight = 400, fill = this.ink, anchor = 'start' } = {}) {
    return this.raw(`<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${esc(content)}</text>`);
  }

  /** Grey lines standing for paragraph text. */
  lines(x, y, w, n, gap = 14) {
    for (let i = 0; i < n; i++) this.rect(x, y + i * gap, i === n - 1 ? w * 0.6 : w, 7, this.line, 3.5);
    return this;
  }

  /** A drawn picture (soft hills and a sun in the brand's tints): an illustration or a photo. */
  picture(x, y, w, h, r = 12, hue = this.brand) {
    const id = `p${this.parts.length}`;
    this.raw(`<clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}"/></clipPath><g clip-path="url(#${id})">`);
    this.rect(x, y, w, h, shade(hue, 0.75));
    this.circle(x + w * 0.72, y + h * 0.32, Math.min(w, h) * 0.13, shade(hue, 0.45));
    this.raw(`<path d="M${x} ${y + h * 0.8} Q${x + w * 0.3} ${y + h * 0.45} ${x + w * 0.6} ${y + h * 0.75} T${x + w} ${y + h * 0.62} V${y + h} H${x} Z" fill="${shade(hue, 0.2)}"/>`);
    this.raw(`<path d="M${x} ${y + h * 0.92} Q${x + w * 0.45} ${y + h * 0.7} ${x + w} ${y + h * 0.88} V${y + h} H${x} Z" fill="${hue}"/></g>`);
    return this.use(C.image);
  }

  // ---- mobile chrome -------------------------------------------------------------------------

  statusBar() {
    this.text(28, 34, '9:41', { size: 15, weight: 600 });
    this.rect(this.width - 60, 24, 26, 12, 'none', 3, `stroke="${this.ink}" stroke-width="1.5"`);
    this.rect(this.width - 58, 26, 18, 8, this.ink, 1.5);
    for (let i = 0; i < 4; i++) this.rect(this.width - 92 + i * 6, 34 - (i + 1) * 3, 4, (i + 1) * 3, this.ink, 1);
    return this;
  }

  /** The top bar: a title, a back button and icon buttons on the right. */
  navBar(title, { back = true, actions = 1, large = false } = {}) {
    this.use(C.navBar);
    if (back) this.raw(`<path d="M26 68 L18 76 L26 84" stroke="${this.ink}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`).use(C.back);
    if (large) this.text(20, 120, title, { size: 28, weight: 700 });
    else this.text(this.width / 2, 82, title, { size: 17, weight: 700, anchor: 'middle' });
    for (let i = 0; i < actions; i++) this.iconButton(this.width - 32 - i * 38, 76);
    return this;
  }

  iconButton(cx, cy, badge = false) {
    this.use(C.iconButton);
    this.circle(cx, cy, 9, 'none').raw(`<circle cx="${cx}" cy="${cy}" r="8" fill="none" stroke="${this.ink}" stroke-width="2"/>`);
    if (badge) this.badge(cx + 8, cy - 8);
    return this;
  }

  badge(cx, cy, n = '') {
    this.use(C.badge);
    this.circle(cx, cy, n ? 9 : 5, '#EA3323');
    if (n) this.text(cx, cy + 4, n, { size: 11, weight: 700, fill: '#FFFFFF', anchor: 'middle' });
    return this;
  }

  tabBar(active = 0) {
    this.use(C.tabBar);
    const y = this.height - 84;
    this.rect(0, y, this.width, 84, this.bg).rect(0, y, this.width, 1, this.line);
    const labels = this.c.tabs;
    labels.forEach((label, i) => {
      const cx = (this.width / labels.length) * (i + 0.5);
      const colour = i === active ? this.brand : this.muted;
      this.rect(cx - 11, y + 12, 22, 22, colour, 6);
      this.text(cx, y + 52, label, { size: 11, weight: i === active ? 700 : 400, fill: colour, anchor: 'middle' });
    });
    return this;
  }

  // ---- controls ------------------------------------------------------------------------------

  button(x, y, w, label, { primary = true, h = 52 } = {}) {
    this.use(C.button);
    if (primary) this.rect(x, y, w, h, this.brand, 12);
    else this.rect(x, y, w, h, 'none', 12, `stroke="${this.line}" stroke-width="1.5"`);
    return this.text(x + w / 2, y + h / 2 + 6, label, { size: 16, weight: 700, fill: primary ? this.onBrand : this.ink, anchor: 'middle' });
  }

  textField(x, y, w, label, value, { focused = false } = {}) {
    this.use(C.textField);
    this.text(x, y, label, { size: 13, weight: 600, fill: this.muted });
    this.rect(x, y + 10, w, 48, this.bg, 10, `stroke="${focused ? this.brand : this.line}" stroke-width="${focused ? 2 : 1.5}"`);
    return this.text(x + 14, y + 40, value, { size: 15, fill: value.startsWith('•') ? this.ink : this.ink });
  }

  searchBar(x, y, w, placeholder) {
    this.use(C.searchBar);
    this.rect(x, y, w, 44, this.surface, 22);
    this.raw(`<circle cx="${x + 22}" cy="${y + 20}" r="7" fill="none" stroke="${this.muted}" stroke-width="2"/><path d="M${x + 27} ${y + 25} l5 5" stroke="${this.muted}" stroke-width="2"/>`);
    // On a brand-coloured band the ink is the brand's; the bar itself stays light.
    return this.text(x + 42, y + 27, placeholder, { size: 15, fill: this.muted === this.onBrand ? '#6B7280' : this.muted });
  }

  chips(x, y, labels, active = 0) {
    this.use(C.chip);
    let cx = x;
    labels.forEach((label, i) => {
      const w = 24 + label.length * (this.theme.lang === 'ko' ? 14 : 8);
      this.rect(cx, y, w, 34, i === active ? this.brand : this.surface, 17);
      this.text(cx + w / 2, y + 22, label, { size: 13, weight: 600, fill: i === active ? this.onBrand : this.ink, anchor: 'middle' });
      cx += w + 8;
    });
    return this;
  }

  toggle(x, y, on) {
    this.use(C.toggle);
    this.rect(x, y, 50, 30, on ? this.brand : this.line, 15);
    return this.circle(on ? x + 35 : x + 15, y + 15, 12, '#FFFFFF');
  }

  checkbox(x, y, on, label) {
    this.use(C.checkbox);
    this.rect(x, y, 22, 22, on ? this.brand : 'none', 6, on ? '' : `stroke="${this.muted}" stroke-width="1.5"`);
    if (on) this.raw(`<path d="M${x + 5} ${y + 11} l4 4 l8 -8" stroke="#FFFFFF" stroke-width="2.5" fill="none"/>`);
    return this.text(x + 32, y + 16, label, { size: 14 });
  }

  radio(x, y, on, label) {
    this.use(C.radio);
    this.raw(`<circle cx="${x + 11}" cy="${y + 11}" r="10" fill="none" stroke="${on ? this.brand : this.muted}" stroke-width="2"/>`);
    if (on) this.circle(x + 11, y + 11, 5, this.brand);
    return this.text(x + 32, y + 16, label, { size: 14 });
  }

  rating(x, y, stars, size = 14) {
    this.use(C.rating);
    for (let i = 0; i < 5; i++) {
      const cx = x + i * (size + 4) + size / 2;
      const cy = y;
      const pts = Array.from({ length: 10 }, (_, k) => {
        const r = k % 2 ? size * 0.22 : size / 2;
        const a = (Math.PI / 5) * k - Math.PI / 2;
        return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
      }).join(' ');
      this.raw(`<polygon points="${pts}" fill="${i < stars ? '#F8D748' : this.line}"/>`);
    }
    return this;
  }

  avatar(cx, cy, r, initial) {
    this.use(C.avatar);
    this.circle(cx, cy, r, shade(this.brand, 0.55));
    return this.text(cx, cy + r * 0.35, initial, { size: r, weight: 700, fill: shade(this.brand, -0.3), anchor: 'middle' });
  }

  /** A line across the content column (`col`, set by the renderer: the phone's width or the page's column). */
  divider(y, x = this.col?.x ?? 20, w = this.col?.w ?? this.width - 40) {
    this.use(C.divider);
    return this.rect(x, y, w, 1, this.line);
  }

  price(x, y, amount, discount = 0, size = 17) {
    this.use(C.price);
    let cx = x;
    if (discount) {
      this.text(cx, y, `${discount}%`, { size, weight: 800, fill: '#EA3323' });
      cx += size * 2.6;
    }
    return this.text(cx, y, this.money(amount), { size, weight: 800 });
  }

  /** A won amount in the app's currency, as text. */
  money(won, retail = true) {
    return this.fmt(this.amount(won, retail));
  }

  /** A list of rows: each row (y, i) is drawn by `row`; rows are `gap` apart with dividers. */
  list(y, n, gap, row) {
    this.use(C.list);
    for (let i = 0; i < n; i++) {
      row(y + i * gap, i);
      if (i < n - 1) this.divider(y + (i + 1) * gap - 1);
    }
    return this;
  }

  pageIndicator(cx, y, n, active) {
    this.use(C.pageIndicator);
    for (let i = 0; i < n; i++) {
      if (i === active) this.rect(cx - n * 8 + i * 16 - 4, y - 4, 20, 8, this.brand, 4);
      else this.circle(cx - n * 8 + i * 16 + 4, y, 4, this.line);
    }
    return this;
  }

  bottomSheet(y, title) {
    this.use(C.sheet);
    this.rect(0, 0, this.width, this.height, '#000000', 0, 'fill-opacity="0.45"');
    this.rect(0, y, this.width, this.height - y + 20, this.bg, 24);
    this.rect(this.width / 2 - 20, y + 10, 40, 5, this.line, 2.5);
    return this.text(20, y + 50, title, { size: 19, weight: 700 });
  }

  dialog(title, body, confirm, cancel) {
    this.use(C.alert);
    const w = Math.min(this.width - 60, 400);
    const x = (this.width - w) / 2;
    const y = this.height / 2 - 110;
    this.rect(0, 0, this.width, this.height, '#000000', 0, 'fill-opacity="0.5"');
    this.rect(x, y, w, 220, this.bg, 18);
    this.text(this.width / 2, y + 50, title, { size: 18, weight: 700, anchor: 'middle' });
    this.text(this.width / 2, y + 84, body, { size: 14, fill: this.muted, anchor: 'middle' });
    if (cancel) {
      this.button(x + 20, y + 140, (w - 50) / 2, cancel, { primary: false });
      this.button(x + 30 + (w - 50) / 2, y + 140, (w - 50) / 2, confirm);
    } else this.button(x + 20, y + 140, w - 40, confirm);
    return this;
  }

  toast(message) {
    this.use(C.toast);
    this.rect(20, this.height - 150, this.width - 40, 48, '#323232', 12);
    return this.text(this.width / 2, this.height - 120, message, { size: 14, fill: '#FFFFFF', anchor: 'middle' });
  }

  barChart(x, y, w, h, values) {
    this.use(C.chart);
    const max = Math.max(...values);
    const step = w / values.length;
    values.forEach((v, i) => {
      const bh = (v / max) * h;
      this.rect(x + i * step + step * 0.2, y + h - bh, step * 0.6, bh, i === values.length - 1 ? this.brand : shade(this.brand, 0.6), 4);
    });
    return this;
  }

  // ---- more parts -----------------------------------------------------------------------------

  tag(x, y, label, colour = this.brand) {
    this.use(C.tag);
    const w = this.tw(label, 12) + 14;
    this.rect(x, y, w, 22, shade(colour, this.theme.dark ? -0.55 : 0.82), 6);
    this.text(x + 7, y + 15, label, { size: 12, weight: 700, fill: colour });
    return w;
  }

  progress(x, y, w, share, h = 6) {
    this.use(C.progress);
    return this.rect(x, y, w, h, this.line, h / 2).rect(x, y, Math.max(h, w * share), h, this.brand, h / 2);
  }

  /** A drawn map: blocks, streets, a river and a park; pins are drawn by the caller with `pin`. */
  map(x, y, w, h, r = 0) {
    this.use(C.map);
    const id = `m${this.parts.length}`;
    const land = this.theme.dark ? '#2B2D31' : '#EEF0EC';
    const road = this.theme.dark ? '#44474D' : '#FFFFFF';
    this.raw(`<clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}"/></clipPath><g clip-path="url(#${id})">`);
    this.rect(x, y, w, h, land);
    this.raw(`<path d="M${x} ${y + h * 0.7} C${x + w * 0.3} ${y + h * 0.55} ${x + w * 0.6} ${y + h * 0.95} ${x + w} ${y + h * 0.8}" stroke="${this.theme.dark ? '#2F4A66' : '#B9D7F0'}" stroke-width="26" fill="none"/>`);
    this.rect(x + w * 0.08, y + h * 0.12, w * 0.22, h * 0.2, this.theme.dark ? '#2E4030' : '#D3E8CF', 8);
    for (let i = 1; i < 5; i++) this.rect(x, y + (h / 5) * i - 4, w, 8, road).rect(x + (w / 4) * i - 40, y, 8, h, road);
    this.raw(`<path d="M${x} ${y + h * 0.15} L${x + w} ${y + h * 0.55}" stroke="${road}" stroke-width="12"/></g>`);
    return this;
  }

  pin(cx, cy, colour = this.brand, label = '') {
    this.raw(`<path d="M${cx} ${cy} c-10 -14 -16 -20 -16 -30 a16 16 0 0 1 32 0 c0 10 -6 16 -16 30 z" fill="${colour}"/>`).circle(cx, cy - 30, 6, '#FFFFFF');
    if (label) {
      const w = this.tw(label, 12) + 16;
      this.rect(cx - w / 2, cy - 72, w, 24, this.bg, 12, `stroke="${this.line}"`).text(cx, cy - 55, label, { size: 12, weight: 700, anchor: 'middle' });
    }
    return this;
  }

  /** A vertical timeline of steps [title, detail], the first `done` of them reached. */
  timeline(x, y, steps, done, gap = 64) {
    this.use(C.timeline);
    steps.forEach(([title, detail], i) => {
      const cy = y + i * gap;
      if (i < steps.length - 1) this.rect(x + 9, cy + 10, 3, gap - 10, i < done - 1 ? this.brand : this.line);
      this.circle(x + 10, cy, i < done ? 10 : 8, i < done ? this.brand : this.line);
      this.text(x + 34, cy + 5, title, { size: 15, weight: i === done - 1 ? 700 : 400, fill: i < done ? this.ink : this.muted });
      if (detail) this.text(x + 34, cy + 26, detail, { size: 12, fill: this.muted });
    });
    return this;
  }

  /** A table: a header row and rows of cells, columns spread over `w` by `widths` (shares). */
  table(x, y, w, header, rows, widths = header.map(() => 1 / header.length)) {
    this.use(C.table);
    const xs = widths.reduce((acc, share, i) => [...acc, acc[i] + share * w], [x]);
    this.rect(x, y, w, 40, this.surface, 8);
    header.forEach((h, i) => this.text(xs[i] + 12, y + 26, h, { size: 13, weight: 700, fill: this.muted }));
    rows.forEach((row, r) => {
      const ry = y + 40 + r * 44;
      this.rect(x, ry + 43, w, 1, this.line);
      row.forEach((cell, i) => this.text(xs[i] + 12, ry + 28, cell, { size: 14, weight: i === 0 ? 600 : 400 }));
    });
    return this;
  }

  /** An accordion of [title, body] rows, the `open` one showing its body. */
  accordion(x, y, w, rows, open = 0) {
    this.use(C.accordion);
    let cy = y;
    rows.forEach(([title, body], i) => {
      this.text(x, cy + 32, title, { size: 15, weight: 600 }).text(x + w, cy + 32, i === open ? '⌃' : '⌄', { size: 16, fill: this.muted, anchor: 'end' });
      cy += 52;
      if (i === open) {
        this.rect(x, cy - 4, w, 70, this.surface, 10).text(x + 14, cy + 24, body, { size: 13, fill: this.muted });
        this.lines(x + 14, cy + 40, w - 28, 2, 12);
        cy += 76;
      }
      this.rect(x, cy, w, 1, this.line);
    });
    return cy;
  }

  /** A QR code (a fixed pattern of modules with the three finder squares). */
  qr(x, y, size) {
    this.use(C.qr);
    const n = 21;
    const m = size / n;
    this.rect(x - 8, y - 8, size + 16, size + 16, '#FFFFFF', 8);
    let cells = '';
    for (let r = 0; r < n; r++)
      for (let c = 0; c < n; c++) {
        const finder = (r < 7 && c < 7) || (r < 7 && c >= n - 7) || (r >= n - 7 && c < 7);
        const on = !finder && (r * 7 + c * 13 + r * c) % 5 < 2;
        if (on) cells += `<rect x="${(x + c * m).toFixed(1)}" y="${(y + r * m).toFixed(1)}" width="${m.toFixed(1)}" height="${m.toFixed(1)}"/>`;
      }
    this.raw(`<g fill="#111111">${cells}</g>`);
    for (const [fx, fy] of [[x, y], [x + (n - 7) * m, y], [x, y + (n - 7) * m]]) {
      this.rect(fx, fy, 7 * m, 7 * m, '#111111').rect(fx + m, fy + m, 5 * m, 5 * m, '#FFFFFF').rect(fx + 2 * m, fy + 2 * m, 3 * m, 3 * m, '#111111');
    }
    return this;
  }

  tooltip(x, y, label) {
    this.use(C.tooltip);
    const w = this.tw(label, 13) + 24;
    this.rect(x, y, w, 34, '#323232', 8).raw(`<path d="M${x + 20} ${y + 34} l8 8 l8 -8 z" fill="#323232"/>`);
    return this.text(x + 12, y + 22, label, { size: 13, weight: 600, fill: '#FFFFFF' });
  }

  /** A coach mark: the screen dimmed but a ring around (cx, cy), a bubble explaining it. */
  coachMark(cx, cy, r, title, body) {
    this.use(C.coachMark);
    this.raw(`<path d="M0 0 H${this.width} V${this.height} H0 Z M${cx - r} ${cy} a${r} ${r} 0 1 0 ${2 * r} 0 a${r} ${r} 0 1 0 ${-2 * r} 0 Z" fill="#000000" fill-opacity="0.6" fill-rule="evenodd"/>`);
    this.raw(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#FFFFFF" stroke-width="2" stroke-dasharray="6 4"/>`);
    const bx = Math.max(20, Math.min(this.width - 280, cx - 140));
    const by = cy > this.height / 2 ? cy - r - 120 : cy + r + 20;
    this.rect(bx, by, 260, 96, '#FFFFFF', 14).text(bx + 16, by + 34, title, { size: 16, weight: 700, fill: '#111111' });
    return this.text(bx + 16, by + 62, body, { size: 13, fill: '#6B7280' }).text(bx + 244, by + 84, '1/3', { size: 12, fill: '#6B7280', anchor: 'end' });
  }

  /** A popover of options next to (x, y), the `active` one checked. */
  popover(x, y, w, options, active = 0) {
    this.use(C.popover);
    this.rect(x + 2, y + 4, w, options.length * 44 + 12, '#000000', 12, 'fill-opacity="0.12"');
    this.rect(x, y, w, options.length * 44 + 12, this.bg, 12, `stroke="${this.line}"`);
    options.forEach((label, i) => {
      this.text(x + 16, y + 34 + i * 44, label, { size: 14, weight: i === active ? 700 : 400, fill: i === active ? this.brand : this.ink });
      if (i === active) this.text(x + w - 16, y + 34 + i * 44, '✓', { size: 14, weight: 700, fill: this.brand, anchor: 'end' });
    });
    return this;
  }

  /** An action sheet: the screen dimmed, a list of actions from the bottom and a cancel button. */
  actionSheet(title, actions, cancel) {
    this.use(C.actionSheet);
    const h = actions.length * 56 + 60;
    const y = this.height - h - 96;
    const x = this.width > 600 ? this.width / 2 - 220 : 12;
    const w = this.width > 600 ? 440 : this.width - 24;
    this.rect(0, 0, this.width, this.height, '#000000', 0, 'fill-opacity="0.45"');
    this.rect(x, y, w, h, this.bg, 16).text(x + w / 2, y + 34, title, { size: 13, fill: this.muted, anchor: 'middle' });
    actions.forEach((label, i) => {
      this.rect(x, y + 52 + i * 56, w, 1, this.line);
      this.text(x + w / 2, y + 88 + i * 56, label, { size: 17, fill: i === actions.length - 1 && /삭제|Delete|신고|Report/.test(label) ? '#EA3323' : this.brand, anchor: 'middle' });
    });
    this.rect(x, this.height - 84, w, 60, this.bg, 16);
    return this.text(x + w / 2, this.height - 46, cancel, { size: 17, weight: 700, fill: this.brand, anchor: 'middle' });
  }

  contextMenu(x, y, w, actions) {
    this.use(C.contextMenu);
    this.rect(x + 2, y + 4, w, actions.length * 46, '#000000', 12, 'fill-opacity="0.15"');
    this.rect(x, y, w, actions.length * 46, this.bg, 12, `stroke="${this.line}"`);
    actions.forEach((label, i) => {
      if (i) this.rect(x, y + i * 46, w, 1, this.line);
      this.text(x + 16, y + 29 + i * 46, label, { size: 15, fill: /삭제|Delete|신고|Report/.test(label) ? '#EA3323' : this.ink });
    });
    return this;
  }

  /** A modal: the screen dimmed, a card with a picture, a title, text and one or two buttons. */
  modal(title, body, confirm, cancel, { picture = true } = {}) {
    this.use(C.modal);
    const w = Math.min(this.width - 48, 420);
    const x = (this.width - w) / 2;
    const h = picture ? 400 : 250;
    const y = (this.height - h) / 2;
    this.rect(0, 0, this.width, this.height, '#000000', 0, 'fill-opacity="0.5"');
    this.rect(x, y, w, h, this.bg, 20);
    let cy = y + 24;
    if (picture) {
      this.picture(x + 24, cy, w - 48, 140, 14);
      cy += 150;
    }
    this.text(this.width / 2, cy + 36, title, { size: 19, weight: 700, anchor: 'middle' });
    this.text(this.width / 2, cy + 66, body, { size: 14, fill: this.muted, anchor: 'middle' });
    this.button(x + 24, y + h - 128 + (picture ? 52 : 52), w - 48, confirm);
    if (cancel) this.use(C.link).text(this.width / 2, y + h - 18, cancel, { size: 14, fill: this.muted, anchor: 'middle' });
    return this;
  }

  snackbar(message, action) {
    this.use(C.snackbar);
    const y = this.height - (this.width > 600 ? 90 : 160);
    const x = this.width > 600 ? 40 : 16;
    const w = this.width > 600 ? 480 : this.width - 32;
    this.rect(x, y, w, 52, '#323232', 10).text(x + 16, y + 32, message, { size: 14, fill: '#FFFFFF' });
    return this.text(x + w - 16, y + 32, action, { size: 14, weight: 700, fill: shade(this.brand, 0.45), anchor: 'end' });
  }

  /** A video frame with a play button, a scrubber and the time. */
  video(x, y, w, h, share = 0.35) {
    this.use(C.video);
    this.picture(x, y, w, h, 10, shade(this.brand, -0.35));
    this.rect(x, y, w, h, '#000000', 10, 'fill-opacity="0.25"');
    this.circle(x + w / 2, y + h / 2, 30, '#FFFFFF').raw(`<path d="M${x + w / 2 - 9} ${y + h / 2 - 14} l24 14 l-24 14 z" fill="#111111"/>`);
    this.rect(x + 14, y + h - 22, w - 28, 4, '#FFFFFF', 2, 'fill-opacity="0.4"').rect(x + 14, y + h - 22, (w - 28) * share, 4, this.brand, 2);
    return this.text(x + w - 14, y + h - 32, '12:48 / 36:20', { size: 12, weight: 600, fill: '#FFFFFF', anchor: 'end' });
  }

  /** Audio controls: a scrubber with times, and previous, play/pause and next. */
  audio(x, y, w, share = 0.42) {
    this.use(C.audio, C.slider);
    this.rect(x, y, w, 4, this.line, 2).rect(x, y, w * share, 4, this.ink, 2).circle(x + w * share, y + 2, 7, this.ink);
    this.text(x, y + 26, '1:24', { size: 12, fill: this.muted }).text(x + w, y + 26, '3:21', { size: 12, fill: this.muted, anchor: 'end' });
    const cx = x + w / 2;
    this.circle(cx, y + 78, 34, this.brand).rect(cx - 9, y + 64, 6, 28, this.onBrand, 2).rect(cx + 3, y + 64, 6, 28, this.onBrand, 2);
    // Previous (two triangles pointing left) and next (pointing right).
    for (const d of [-1, 1]) this.raw(`<path d="M${cx + d * 104} ${y + 78} l${-d * 18} -12 v24 z M${cx + d * 86} ${y + 78} l${-d * 18} -12 v24 z" fill="${this.ink}"/>`);
    return this;
  }

  /** Story rings: people's avatars in a row, the unseen ones ringed in the brand colour. */
  stories(x, y, n, r = 28) {
    this.use(C.story, C.avatar);
    for (let i = 0; i < n; i++) {
      const cx = x + r + 4 + i * (2 * r + 18);
      this.raw(`<circle cx="${cx}" cy="${y + r + 4}" r="${r + 3}" fill="none" stroke="${i < 3 ? this.brand : this.line}" stroke-width="3"/>`);
      this.avatar(cx, y + r + 4, r - 2, this.c.people[i % this.c.people.length].slice(0, 1));
      this.text(cx, y + 2 * r + 26, this.c.people[i % this.c.people.length].split(' ')[0], { size: 11, fill: this.muted, anchor: 'middle' });
    }
    return this;
  }

  /** A gallery of pictures in two uneven columns (a masonry), `n` pictures. */
  gallery(x, y, w, bottom, n = 8) {
    this.use(C.gallery);
    const k = w > 600 ? 4 : 2;
    const cw = (w - 10 * (k - 1)) / k;
    const tops = Array(k).fill(y);
    for (let i = 0; i < n; i++) {
      const col = tops.indexOf(Math.min(...tops));
      const h = cw * [1.3, 0.9, 1.1, 1.4, 0.8][i % 5];
      if (tops[col] + 40 > bottom) break;
      this.picture(x + col * (cw + 10), tops[col], cw, Math.min(h, bottom - tops[col]), 12, i % 2 ? this.brand : shade(this.brand, -0.25));
      tops[col] += h + 10;
    }
    return this;
  }

  /** A date field that opens a picker (a wheel of year, month and day). */
  dateWheel(x, y, w, rows) {
    this.use(C.datePicker);
    this.rect(x, y, w, 170, this.surface, 14).rect(x + 10, y + 64, w - 20, 42, this.bg, 10);
    rows.forEach((col, c) => col.forEach((v, r) => this.text(x + (w / rows.length) * (c + 0.5), y + 42 + r * 46, v, { size: r === 1 ? 18 : 15, weight: r === 1 ? 700 : 400, fill: r === 1 ? this.ink : this.muted, anchor: 'middle' })));
    return this;
  }

  timeWheel(x, y, w, hour = '07', minute = '30', ampm = true) {
    this.use(C.timePicker);
    this.rect(x, y, w, 170, this.surface, 14).rect(x + 10, y + 64, w - 20, 42, this.bg, 10);
    const cols = [[String(Number(hour) - 1).padStart(2, '0'), hour, String(Number(hour) + 1).padStart(2, '0')], ['00', minute, '45']];
    if (ampm) cols.unshift(['', this.t('오전', 'AM'), this.t('오후', 'PM')]);
    cols.forEach((col, c) => col.forEach((v, r) => this.text(x + (w / cols.length) * (c + 0.5), y + 42 + r * 46, v, { size: r === 1 ? 22 : 16, weight: r === 1 ? 700 : 400, fill: r === 1 ? this.ink : this.muted, anchor: 'middle' })));
    return this;
  }

  textArea(x, y, w, h, label, value) {
    this.use(C.textArea);
    if (label) this.text(x, y, label, { size: 13, weight: 600, fill: this.muted });
    this.rect(x, y + 10, w, h, this.bg, 10, `stroke="${this.line}" stroke-width="1.5"`);
    this.text(x + 14, y + 38, value, { size: 15 });
    this.lines(x + 14, y + 52, w - 28, Math.max(1, Math.floor((h - 60) / 16)), 14);
    return this.text(x + w - 12, y + h, `${String(value).length}/500`, { size: 11, fill: this.muted, anchor: 'end' });
  }

  fileUpload(x, y, w, h, label) {
    this.use(C.fileUpload);
    this.rect(x, y, w, h, this.surface, 12, `stroke="${this.muted}" stroke-width="1.5" stroke-dasharray="6 5"`);
    this.text(x + w / 2, y + h / 2 - 2, '+', { size: 28, fill: this.muted, anchor: 'middle' });
    return this.text(x + w / 2, y + h / 2 + 22, label, { size: 12, fill: this.muted, anchor: 'middle' });
  }

  dropdown(x, y, w, label, value) {
    this.use(C.dropdown);
    if (label) this.text(x, y, label, { size: 13, weight: 600, fill: this.muted });
    this.rect(x, y + 10, w, 48, this.bg, 10, `stroke="${this.line}" stroke-width="1.5"`);
    return this.text(x + 14, y + 40, value, { size: 15 }).text(x + w - 14, y + 40, '▾', { size: 14, fill: this.muted, anchor: 'end' });
  }

  stepper(x, y, value, w = 104) {
    this.use(C.stepper, C.quantity);
    this.rect(x, y, w, 34, this.surface, 8);
    return this.text(x + 16, y + 23, '−', { size: 16, weight: 700, anchor: 'middle' }).text(x + w / 2, y + 23, String(value), { size: 14, weight: 700, anchor: 'middle' }).text(x + w - 16, y + 23, '+', { size: 16, weight: 700, anchor: 'middle' });
  }

  segmented(x, y, w, labels, active = 0) {
    this.use(C.segmented);
    const sw = w / labels.length;
    this.rect(x, y, w, 40, this.surface, 10).rect(x + active * sw + 3, y + 3, sw - 6, 34, this.bg, 8);
    labels.forEach((label, i) => this.text(x + sw * (i + 0.5), y + 26, label, { size: 14, weight: i === active ? 700 : 500, fill: i === active ? this.ink : this.muted, anchor: 'middle' }));
    return this;
  }

  tabs(x, y, labels, active = 0, gap = 28) {
    this.use(C.tabs);
    let cx = x;
    labels.forEach((label, i) => {
      const w = this.tw(label, 16);
      this.text(cx, y, label, { size: 16, weight: 700, fill: i === active ? this.ink : this.muted });
      if (i === active) this.rect(cx, y + 12, w, 3, this.brand, 1.5);
      cx += w + gap;
    });
    return this;
  }

  /** A website's breadcrumb: Home › section › page. */
  breadcrumb(x, y, parts) {
    this.use(C.breadcrumb, C.link);
    let cx = x;
    parts.forEach((part, i) => {
      this.text(cx, y, part, { size: 13, fill: i === parts.length - 1 ? this.ink : this.muted, weight: i === parts.length - 1 ? 600 : 400 });
      cx += this.tw(part, 13) + 8;
      if (i < parts.length - 1) {
        this.text(cx, y, '›', { size: 13, fill: this.muted });
        cx += 16;
      }
    });
    return this;
  }

  pagination(cx, y, pages = 5, active = 0) {
    this.use(C.pagination);
    const labels = ['‹', ...Array.from({ length: pages }, (_, i) => String(i + 1)), '›'];
    labels.forEach((label, i) => {
      const x = cx + (i - labels.length / 2) * 40;
      if (i - 1 === active) this.rect(x, y - 22, 32, 32, this.brand, 8);
      this.text(x + 16, y - 1, label, { size: 14, weight: 600, fill: i - 1 === active ? this.onBrand : this.ink, anchor: 'middle' });
    });
    return this;
  }

  /** A website's footer band: the company's line and links. */
  footer(top) {
    this.use(C.footer, C.link);
    this.rect(0, top, this.width, this.height - top, this.surface);
    this.text(40, top + 30, `© 2026 ${this.theme.name}`, { size: 13, weight: 700 });
    [this.t('이용약관', 'Terms'), this.t('개인정보처리방침', 'Privacy'), this.t('고객센터', 'Help'), this.t('채용', 'Careers')].forEach((label, i) => this.text(260 + i * 130, top + 30, label, { size: 13, fill: this.muted }));
    return this;
  }

  /** A side menu slid over the screen: the person, then the sections. */
  sideMenu(items) {
    this.use(C.sideMenu);
    const w = Math.min(300, this.width * 0.78);
    this.rect(0, 0, this.width, this.height, '#000000', 0, 'fill-opacity="0.45"').rect(0, 0, w, this.height, this.bg);
    this.avatar(44, 110, 24, this.c.people[0].slice(0, 1)).text(80, 106, this.c.people[0], { size: 16, weight: 700 }).text(80, 126, this.t('내 정보 보기', 'View profile'), { size: 12, fill: this.muted });
    items.forEach((label, i) => {
      if (i === 0) this.rect(12, 160 + i * 52, w - 24, 44, shade(this.brand, this.theme.dark ? -0.6 : 0.85), 10);
      this.rect(32, 174 + i * 52, 16, 16, i === 0 ? this.brand : this.muted, 4).text(62, 188 + i * 52, label, { size: 15, weight: i === 0 ? 700 : 400 });
    });
    return this;
  }

  /** SVG markup of everything drawn. */
  svg() {
    const { width, height, scale } = this;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width * scale}" height="${height * scale}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${this.bg}"/>${this.parts.join('')}</svg>`;
  }
}
