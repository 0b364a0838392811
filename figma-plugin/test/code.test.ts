import { SETTINGS_KEY, startPlugin } from '../src/code.js';
import { fakeFigma, pngBytes, webpBytes } from './fake-figma.js';

const ORIGIN = 'http://localhost:8080';

// The plugin's main code against a fake `figma` global: the UI, the token in client storage, and
// screens inserted as frames with image fills (a whole pattern as a row named after app and pattern).
describe('figma-plugin main code', () => {
  const started = () => {
    const fake = fakeFigma();
    startPlugin(fake.api, '<p>ui</p>', ORIGIN);
    return fake;
  };

  it('shows its UI and keeps the token and origin in client storage until signing out', async () => {
    const fake = started();
    expect(fake.figma.shown).toEqual({ html: '<p>ui</p>', options: { width: 420, height: 640, themeColors: true } });

    await fake.fromUi({ type: 'load-settings' });
    expect(fake.posted.pop()).toEqual({ type: 'settings', origin: ORIGIN, token: '' });

    await fake.fromUi({ type: 'save-settings', origin: 'https://shelf.example', token: 'ssp_secret' });
    expect(fake.storage.get(SETTINGS_KEY)).toEqual({ origin: 'https://shelf.example', token: 'ssp_secret' });
    await fake.fromUi({ type: 'load-settings' });
    expect(fake.posted.pop()).toEqual({ type: 'settings', origin: 'https://shelf.example', token: 'ssp_secret' });

    await fake.fromUi({ type: 'sign-out' });
    expect(fake.storage.has(SETTINGS_KEY)).toBe(false);
    expect(fake.posted.pop()).toEqual({ type: 'settings', origin: ORIGIN, token: '' });
  });

  it('inserts chosen screens side by side as frames the size of the image, filled with it', async () => {
    const fake = started();
    await fake.fromUi({
      type: 'insert',
      frames: [
        { name: '토스 / 로그인', bytes: pngBytes(390, 844) },
        { name: '당근 / 상품 목록', bytes: pngBytes(375, 812) },
      ],
    });
    expect(fake.posted).toEqual([{ type: 'inserted', count: 2 }]);
    const [first, second] = fake.page.children;
    expect(fake.page.children).toHaveLength(2);
    expect(first).toMatchObject({
      name: '토스 / 로그인',
      width: 390,
      height: 844,
      x: 100,
      y: 201,
      fills: [{ type: 'IMAGE', imageHash: 'hash-1', scaleMode: 'FILL' }],
    });
    expect(second).toMatchObject({
      name: '당근 / 상품 목록',
      width: 375,
      height: 812,
      x: 100 + 390 + 40,
      y: 201,
      fills: [{ type: 'IMAGE', imageHash: 'hash-2' }],
    });
    expect(fake.page.selection).toEqual([first, second]);
    expect(fake.figma.viewport.zoomedInto).toEqual([first, second]);
  });

  it('inserts a whole pattern as a row of frames named after app and pattern', async () => {
    const fake = started();
    await fake.fromUi({
      type: 'insert',
      group: '카카오톡 / 채팅',
      frames: [
        { name: '카카오톡 / 채팅 / 1', bytes: pngBytes(390, 844) },
        { name: '카카오톡 / 채팅 / 2', bytes: pngBytes(390, 844) },
      ],
    });
    expect(fake.page.children).toHaveLength(1);
    const row = fake.page.children[0]!;
    expect(row).toMatchObject({
      name: '카카오톡 / 채팅',
      layoutMode: 'HORIZONTAL',
      itemSpacing: 40,
      fills: [],
      primaryAxisSizingMode: 'AUTO',
      counterAxisSizingMode: 'AUTO',
    });
    expect(row.children.map((c) => [c.name, c.width, c.height])).toEqual([
      ['카카오톡 / 채팅 / 1', 390, 844],
      ['카카오톡 / 채팅 / 2', 390, 844],
    ]);
    expect(fake.page.selection).toEqual([row]);
  });

  it('inserts a board as a column of its rows, each a row of frames, at the centre of the view', async () => {
    const fake = started();
    await fake.fromUi({
      type: 'insert-board',
      name: 'Onboarding',
      rows: [
        { name: 'Onboarding / 1–2', frames: [{ name: 'Toss / 로그인', bytes: pngBytes(390, 844) }, { name: 'Toss / 홈', bytes: pngBytes(390, 844) }] },
        { name: 'Toss / Sign up', frames: [{ name: 'Toss / Sign up / 1 · Enter phone number', bytes: pngBytes(375, 812) }] },
      ],
    });
    expect(fake.posted).toEqual([{ type: 'inserted', count: 3 }]);
    expect(fake.page.children).toHaveLength(1);
    const board = fake.page.children[0]!;
    expect(board).toMatchObject({ name: 'Onboarding', layoutMode: 'VERTICAL', itemSpacing: 40, fills: [], x: 100, y: 201 });
    expect(board.children.map((row) => [row.name, row.layoutMode, row.children.map((c) => [c.name, c.width, c.height])])).toEqual([
      ['Onboarding / 1–2', 'HORIZONTAL', [['Toss / 로그인', 390, 844], ['Toss / 홈', 390, 844]]],
      ['Toss / Sign up', 'HORIZONTAL', [['Toss / Sign up / 1 · Enter phone number', 375, 812]]],
    ]);
    expect(board.children[1]!.children[0]!.fills).toEqual([{ type: 'IMAGE', imageHash: 'hash-3', scaleMode: 'FILL' }]);
    expect(fake.page.selection).toEqual([board]);
    expect(fake.figma.viewport.zoomedInto).toEqual([board]);

    // A screen Figma refuses anywhere on the board: nothing is inserted.
    const refused = started();
    await refused.fromUi({ type: 'insert-board', name: 'B', rows: [{ name: 'r', frames: [{ name: 'x', bytes: pngBytes(1, 1) }] }, { name: 's', frames: [{ name: 'y', bytes: webpBytes() }] }] });
    expect(refused.posted).toEqual([{ type: 'error', message: 'Image type is unsupported' }]);
    expect(refused.page.children).toEqual([]);
  });

  it('tells the UI when Figma refuses an image, and inserts nothing', async () => {
    const fake = started();
    await fake.fromUi({
      type: 'insert',
      frames: [
        { name: 'x / 1', bytes: pngBytes(10, 10) },
        { name: 'x / 2', bytes: webpBytes() },
      ],
    });
    expect(fake.posted).toEqual([{ type: 'error', message: 'Image type is unsupported' }]);
    expect(fake.page.children).toEqual([]);
  });
});
