// The drawing kit of the demo screens: a Screen collects SVG and, as each part is drawn, the
// catalog's component code of what that part is (seed codes in catalog's 0002_library.sql), so a
// screen's declared components are exactly the ones it shows.

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
};

/** Mixes a #RRGGBB colour with white (t > 0) or black (t < 0). */
export function shade(hex, t) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const to = t > 0 ? 255 : 0;
  const k = Math.abs(t);
  return '#' + [r, g, b].map((v) => Math.round(v + (to - v) * k).toString(16).padStart(2, '0')).join('');
}

export class Screen {
  /** `theme`: {brand, dark, lang}; width/height in logical px, `scale` pixels per logical px. */
  constructor({ width, height, scale, theme, rnd }) {
    Object.assign(this, { width, height, scale, theme, rnd });
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
    const labels = [this.t('홈', 'Home'), this.t('검색', 'Search'), this.t('혜택', 'Deals'), this.t('내 정보', 'My')];
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
    return this.text(x + 42, y + 27, placeholder, { size: 15, fill: this.muted });
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

  divider(y, x = 20, w = this.width - 40) {
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

  money(amount) {
    return this.theme.lang === 'ko' ? `${amount.toLocaleString('en-US')}원` : `$${(amount / 1300).toFixed(2)}`;
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

  /** SVG markup of everything drawn. */
  svg() {
    const { width, height, scale } = this;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width * scale}" height="${height * scale}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${this.bg}"/>${this.parts.join('')}</svg>`;
  }
}
