import { PALETTE, PALETTE_COLOURS } from '../../services/kit/src/palette.js';
import {
  ApiError,
  absolute,
  flattenCodes,
  framesToInsert,
  libraryApi,
  PAGE_SIZE,
  type CodeType,
  type Filters,
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
let shown: { kind: 'screens' | 'patterns'; filters: Filters; offset: number } | undefined;
const chosen = new Map<string, ScreenCard>();

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

const thumbnail = (screen: ScreenCard) => {
  const img = new Image();
  // CORS mode: the gateway answers it for this iframe (origin null); a plain load would be refused.
  img.crossOrigin = 'anonymous';
  img.loading = 'lazy';
  img.alt = `${screen.appName} / ${screen.patternName}`;
  img.src = absolute(origin, screen.thumbnails[0]?.url ?? screen.image);
  return img;
};

function screenTile(screen: ScreenCard) {
  const figure = document.createElement('figure');
  const caption = document.createElement('figcaption');
  caption.textContent = `${screen.appName} · ${screen.patternName}`;
  figure.append(thumbnail(screen), caption);
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
  row.append(button, ...pattern.images.map(thumbnail));
  return row;
}

async function show(kind: 'screens' | 'patterns', filters: Filters, offset: number) {
  say(t('loading'));
  try {
    const page = kind === 'screens' ? await api!.screens(filters, offset) : await api!.patterns(filters, offset);
    if (offset === 0) {
      results.replaceChildren();
      chosen.clear();
      insertButton.disabled = true;
    }
    results.append(
      ...(kind === 'screens' ? (page.data as ScreenCard[]).map(screenTile) : (page.data as PatternCard[]).map(patternRow)),
    );
    shown = { kind, filters, offset: offset + page.data.length };
    moreButton.hidden = page.data.length < PAGE_SIZE;
    const lockedText = page.locked?.screens ? t('locked', { n: page.locked.screens }) : '';
    say(offset === 0 && page.data.length === 0 ? [t('empty'), lockedText].join(' ').trim() : lockedText);
  } catch (error) {
    // A revoked or expired token: forget it (the main code answers with empty settings: the sign-in form).
    if (error instanceof ApiError && error.errorCode === 'ACCESS_TOKEN_INVALID') send({ type: 'sign-out' });
    fail(error);
  }
}

async function insert(choice: { screens: ScreenCard[] } | { pattern: PatternCard }) {
  say(t('loading'));
  try {
    const { frames, group } = await framesToInsert(api!, choice, toPng);
    send({ type: 'insert', frames, group });
  } catch (error) {
    fail(error);
  }
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
  void show(searchForm.kind.value as 'screens' | 'patterns', filtersOfForm(), 0);
});
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
  } else if (message.type === 'inserted') say(t('inserted', { n: message.count }));
  else fail(message.message);
};
send({ type: 'load-settings' });
