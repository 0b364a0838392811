import { PALETTE, PALETTE_COLOURS } from '../../services/kit/src/palette.js';
import {
  ApiError,
  absolute,
  boardToInsert,
  flattenCodes,
  flowRowName,
  flowToInsert,
  framesToInsert,
  inLang,
  libraryApi,
  PAGE_SIZE,
  type CodeType,
  type Collection,
  type Filters,
  type Flow,
  type LibraryApi,
  type PatternCard,
  type ScreenCard,
  type ToMain,
  type ToUi,
} from './api.js';
import { langOf, translate } from './i18n.js';

/** The plugin's iframe: sign-in, the library's filters and results, and what to insert. */
const lang = langOf(navigator.language);
const t = translate(lang);
const $ = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const send = (message: ToMain) => parent.postMessage({ pluginMessage: message }, '*');

const signInForm = $<HTMLFormElement>('#sign-in');
const library = $('#library');
const searchForm = $<HTMLFormElement>('#search');
const results = $('#results');
const status = $('#status');
const insertButton = $<HTMLButtonElement>('#insert');
const moreButton = $<HTMLButtonElement>('#more');

for (const el of document.querySelectorAll<HTMLElement>('[data-t]')) el.textContent = t(el.dataset.t as Parameters<typeof t>[0]);
for (const colour of PALETTE_COLOURS) searchForm.color.append(new Option(PALETTE[colour], colour));

let api: LibraryApi | undefined;
let origin = '';
type Kind = 'screens' | 'patterns' | 'flows' | 'boards';
let shown: { kind: Kind; filters: Filters; offset: number } | undefined;
const chosen = new Map<string, ScreenCard>();
/** Said after the next insert: what a board's insert left out and why. */
let afterInsert = '';

const say = (text: string, error = false) => {
  status.textContent = text;
  status.classList.toggle('error', error);
};
const fail = (error: unknown) => say(error instanceof Error ? error.message : String(error), true);

/** Re-encodes an image Figma does not take (WebP) as PNG through a canvas. */
async function toPng(bytes: Uint8Array): Promise<Uint8Array> {
  const bitmap = await createImageBitmap(new Blob([bytes as BlobPart]));
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
  const png = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('PNG encoding failed'))), 'image/png'),
  );
  return new Uint8Array(await png.arrayBuffer());
}

function signedIn(token: string) {
  api = libraryApi({ origin, token, lang, fetch: (input, init) => fetch(input, init) });
  signInForm.hidden = !!token;
  library.hidden = !token;
  if (!token) return;
  void loadCodes();
}

async function loadCodes() {
  const type = searchForm.type.value as Filters['type'];
  for (const codeType of ['CATEGORY', 'PATTERN', 'COMPONENT'] as CodeType[]) {
    const select = searchForm.elements.namedItem(codeType) as HTMLSelectElement;
    try {
      const codes = flattenCodes(await api!.codes(codeType, type), lang);
      select.replaceChildren(...codes.map((c) => new Option(c.label, c.code)));
    } catch (error) {
      fail(error);
    }
  }
}

const selected = (name: string) =>
  [...(searchForm.elements.namedItem(name) as HTMLSelectElement).selectedOptions].map((o) => o.value);
const numberOf = (name: string) => {
  const value = (searchForm.elements.namedItem(name) as HTMLInputElement).value;
  return value === '' ? undefined : Number(value);
};

function filtersOfForm(): Filters {
  return {
    type: searchForm.type.value as Filters['type'],
    keyword: (searchForm.elements.namedItem('keyword') as HTMLInputElement).value,
    categoryCodes: selected('CATEGORY'),
    patternCodes: selected('PATTERN'),
    componentCodes: selected('COMPONENT'),
    minMau: numberOf('minMau'),
    maxMau: numberOf('maxMau'),
    color: searchForm.color.value || undefined,
  };
}

const picture = (link: string, alt = '') => {
  const img = new Image();
  // CORS mode: the gateway answers it for this iframe (origin null); a plain load would be refused.
  img.crossOrigin = 'anonymous';
  img.loading = 'lazy';
  img.alt = alt;
  img.src = absolute(origin, link);
  return img;
};
const thumbnail = (screen: Pick<ScreenCard, 'thumbnails' | 'image'>, alt = '') => picture(screen.thumbnails[0]?.url ?? screen.image, alt);

function screenTile(screen: ScreenCard) {
  const figure = document.createElement('figure');
  const caption = document.createElement('figcaption');
  caption.textContent = `${screen.appName} · ${screen.patternName}`;
  figure.append(thumbnail(screen, `${screen.appName} / ${screen.patternName}`), caption);
  figure.addEventListener('click', () => {
    if (chosen.has(screen.imageId)) chosen.delete(screen.imageId);
    else chosen.set(screen.imageId, screen);
    figure.classList.toggle('chosen', chosen.has(screen.imageId));
    insertButton.disabled = chosen.size === 0;
  });
  return figure;
}

function patternRow(pattern: PatternCard) {
  const row = document.createElement('div');
  row.className = 'pattern';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = `${t('insert.pattern')}: ${pattern.appName} / ${pattern.patternName}`;
  button.addEventListener('click', () => void insert({ pattern }));
  row.append(button, ...pattern.images.map((s) => thumbnail(s)));
  return row;
}

function flowRow(flow: Flow) {
  const row = document.createElement('div');
  row.className = 'pattern';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = `${t('insert.flow')}: ${flowRowName(flow, lang)} (${t('flows.steps', { n: flow.steps.length })})`;
  button.addEventListener('click', () => void insert({ flow }));
  const ofApp = document.createElement('button');
  ofApp.type = 'button';
  ofApp.textContent = t('flows.ofApp');
  ofApp.addEventListener('click', () => void showAppFlows(flow.appId));
  row.append(button, ofApp, ...flow.steps.map((step) => thumbnail(step, inLang(lang, step.label, step.labelEn))));
  return row;
}

function boardRow(board: Collection) {
  const row = document.createElement('div');
  row.className = 'pattern';
  const button = document.createElement('button');
  button.type = 'button';
  const team = board.team ? ` · ${t('boards.team')}` : '';
  button.textContent = `${t('insert.board')}: ${board.name} (${t('boards.items', { n: board.itemCount })}${team})`;
  button.addEventListener('click', () => void insertBoard(board.collectionId));
  row.append(button, ...board.covers.map((link) => picture(link)));
  return row;
}

/** One page of a kind: its rows, whether there may be more, what its wall locks, and the words when empty. */
async function pageOf(kind: Kind, filters: Filters, offset: number) {
  if (kind === 'boards') {
    const boards = await api!.collections();
    return { rows: boards.map(boardRow), count: boards.length, more: false, lockedText: '', emptyText: t('boards.empty') };
  }
  if (kind === 'flows') {
    const page = await api!.flows(filters, offset);
    const lockedText = page.locked?.count ? t('flows.locked', { n: page.locked.count }) : '';
    return { rows: page.data.map(flowRow), count: page.data.length, more: page.data.length === PAGE_SIZE, lockedText, emptyText: t('flows.empty') };
  }
  const page = kind === 'screens' ? await api!.screens(filters, offset) : await api!.patterns(filters, offset);
  return {
    rows: kind === 'screens' ? (page.data as ScreenCard[]).map(screenTile) : (page.data as PatternCard[]).map(patternRow),
    count: page.data.length,
    more: page.data.length === PAGE_SIZE,
    lockedText: page.locked?.screens ? t('locked', { n: page.locked.screens }) : '',
    emptyText: t('empty'),
  };
}

/** A refused read: a revoked or expired token is forgotten (the main code answers with the sign-in form). */
function refused(error: unknown) {
  if (error instanceof ApiError && error.errorCode === 'ACCESS_TOKEN_INVALID') send({ type: 'sign-out' });
  fail(error);
}

async function show(kind: Kind, filters: Filters, offset: number) {
  say(t('loading'));
  try {
    const page = await pageOf(kind, filters, offset);
    if (offset === 0) {
      results.replaceChildren();
      chosen.clear();
      insertButton.disabled = true;
    }
    results.append(...page.rows);
    shown = { kind, filters, offset: offset + page.count };
    moreButton.hidden = !page.more;
    say(offset === 0 && page.count === 0 ? [page.emptyText, page.lockedText].join(' ').trim() : page.lockedText);
  } catch (error) {
    refused(error);
  }
}

/** An app's flows (GET /api/v2/apps/{appId}/flows), in place of the results. */
async function showAppFlows(appId: string) {
  say(t('loading'));
  try {
    const flows = await api!.appFlows(appId);
    results.replaceChildren(...flows.map(flowRow));
    shown = undefined;
    moreButton.hidden = true;
    say(flows.length ? '' : t('flows.empty'));
  } catch (error) {
    refused(error);
  }
}

async function insert(choice: { screens: ScreenCard[] } | { pattern: PatternCard } | { flow: Flow }) {
  say(t('loading'));
  try {
    const { frames, group } = 'flow' in choice ? await flowToInsert(api!, choice.flow, lang, toPng) : await framesToInsert(api!, choice, toPng);
    afterInsert = '';
    send({ type: 'insert', frames, group });
  } catch (error) {
    refused(error);
  }
}

/** A board: only what the caller may open, with a word on what was left out and why. */
async function insertBoard(collectionId: string) {
  say(t('loading'));
  try {
    const board = await boardToInsert(api!, await api!.collection(collectionId), lang, toPng);
    const notes = [
      board.leftOut.locked ? t('boards.locked', { n: board.leftOut.locked }) : '',
      board.leftOut.gone ? t('boards.gone', { n: board.leftOut.gone }) : '',
    ].filter(Boolean);
    if (board.rows.length === 0) return say([t('boards.nothing'), ...notes].join(' '));
    afterInsert = notes.join(' ');
    send({ type: 'insert-board', name: board.name, rows: board.rows });
  } catch (error) {
    refused(error);
  }
}

/** Only the filters a kind takes are shown (flows: type, categories, patterns; boards: none). */
function showFiltersOf(kind: Kind) {
  for (const el of searchForm.querySelectorAll<HTMLElement>('[data-kinds]')) el.hidden = !el.dataset.kinds!.split(' ').includes(kind);
}

signInForm.addEventListener('submit', (event) => {
  event.preventDefault();
  origin = (signInForm.elements.namedItem('origin') as HTMLInputElement).value.replace(/\/+$/, '');
  const token = (signInForm.elements.namedItem('token') as HTMLInputElement).value.trim();
  send({ type: 'save-settings', origin, token });
  signedIn(token);
});
searchForm.addEventListener('submit', (event) => {
  event.preventDefault();
  void show(searchForm.kind.value as Kind, filtersOfForm(), 0);
});
searchForm.kind.addEventListener('change', () => showFiltersOf(searchForm.kind.value as Kind));
searchForm.type.addEventListener('change', () => void loadCodes());
moreButton.addEventListener('click', () => shown && void show(shown.kind, shown.filters, shown.offset));
insertButton.addEventListener('click', () => void insert({ screens: [...chosen.values()] }));
$('#sign-out').addEventListener('click', () => send({ type: 'sign-out' }));

window.onmessage = (event: MessageEvent<{ pluginMessage?: ToUi }>) => {
  const message = event.data.pluginMessage;
  if (!message) return;
  if (message.type === 'settings') {
    origin = message.origin;
    (signInForm.elements.namedItem('origin') as HTMLInputElement).value = message.origin;
    signedIn(message.token);
  } else if (message.type === 'inserted') say([t('inserted', { n: message.count }), afterInsert].join(' ').trim());
  else fail(message.message);
};
send({ type: 'load-settings' });
