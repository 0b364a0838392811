import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useViewerKeys } from './focus';
import { useT } from './i18n';

/** One screen of the viewer and what it is: its app and its pattern, named in the caption and the file name. */
export interface ViewerScreen {
  url: string;
  /** The app it was captured from (a link to the app's page). */
  app?: { id: string; name: string; type?: string };
  /** Its pattern, or the screen's title (a link to the library filtered by the pattern when it has a code). */
  pattern?: { title: string; code?: string };
}

/** product-spec §3 popup state: open, opacity, the url list (each with what it is) and which one is shown. */
export interface PopupState {
  open: boolean;
  opacity: number;
  screens: ViewerScreen[];
  index: number;
}

const FADE_MS = 200;

/** A full-screen viewer of one pattern's screens: arrows or keys move, Escape or a click outside closes. */
export function useScreenPopup() {
  const [state, setState] = useState<PopupState>({ open: false, opacity: 0, screens: [], index: 0 });
  const show = useCallback((screens: ViewerScreen[], index: number) => {
    setState({ open: true, opacity: 0, screens, index });
    // Fades in on the next frame.
    requestAnimationFrame(() => setState((s) => ({ ...s, opacity: 1 })));
  }, []);
  const close = useCallback(() => {
    setState((s) => ({ ...s, opacity: 0 }));
    setTimeout(() => setState((s) => ({ ...s, open: false })), FADE_MS);
  }, []);
  const move = useCallback((step: number) => setState((s) => ({ ...s, index: (s.index + step + s.screens.length) % s.screens.length })), []);
  return { state, show, close, move };
}

/** The file name a screen downloads as: its URL's last part, `screen-N.png` when there is none. */
export const downloadName = (url: string, index: number) => {
  const last = url.startsWith('data:') ? '' : decodeURIComponent(new URL(url, 'http://x').pathname.split('/').pop() ?? '');
  return last || `screen-${index + 1}.png`;
};

/** What a screen is called when saved: "OnTalk – Checkout 3" (app, pattern, place in the pattern); undefined when the viewer does not know. */
export const screenTitle = (screen: ViewerScreen, index: number) =>
  screen.app && screen.pattern ? `${screen.app.name} – ${screen.pattern.title} ${index + 1}` : screen.pattern?.title || screen.app?.name || undefined;

/**
 * The download link: a gateway file (`/uploads/…`, signed) is asked for as an attachment named
 * after what it is (the gateway makes the name safe and adds the extension); anything else as it is.
 */
export function downloadLink(screen: ViewerScreen, index: number): { href: string; download: string } {
  const title = screenTitle(screen, index);
  const stored = downloadName(screen.url, index);
  if (!title || !screen.url.startsWith('/uploads/')) return { href: screen.url, download: stored };
  const extension = /\.[a-z0-9]+$/i.exec(stored)?.[0] ?? '';
  return { href: `${screen.url}${screen.url.includes('?') ? '&' : '?'}download=${encodeURIComponent(title)}`, download: `${title}${extension}` };
}

/** The library of a tab filtered by one pattern. */
export const patternLibraryPath = (type: string | undefined, code: string) => `${type === 'WEBSITE' ? '/website' : '/'}?pattern=${encodeURIComponent(code)}`;

/**
 * The viewer: the screen as large as the window allows, ←/→ between screens, Esc closes, download,
 * and `actions` of the shown screen (copy to a design tool, bookmark, like). A dialog with a name;
 * focus moves in on opening, Tab stays inside, and focus returns to the opener on closing.
 */
export function ScreenPopup({ popup, actions }: { popup: ReturnType<typeof useScreenPopup>; actions?: (index: number) => ReactNode }) {
  const t = useT();
  const { state, close, move } = popup;
  const dialog = useRef<HTMLDivElement>(null);
  useViewerKeys(state.open, dialog, '.popup__close', { close, move });
  if (!state.open) return null;
  const shown = state.screens[state.index] ?? { url: '' };
  const url = shown.url;
  const total = state.screens.length;
  const file = downloadLink(shown, state.index);
  return (
    <div
      ref={dialog}
      className="popup"
      style={{ opacity: state.opacity, transition: `opacity ${FADE_MS}ms` }}
      role="dialog"
      aria-modal="true"
      aria-label={t('popup.label')}
      data-testid="screen-popup"
      onMouseDown={(event) => event.target === event.currentTarget && close()}
    >
      <p className="popup__caption" data-testid="popup-caption">
        {shown.app ? (
          <Link to={`/apps/${shown.app.id}`} onClick={close}>
            {shown.app.name}
          </Link>
        ) : null}
        {shown.app && shown.pattern ? <span aria-hidden="true"> · </span> : null}
        {shown.pattern?.code ? (
          <Link to={patternLibraryPath(shown.app?.type, shown.pattern.code)} onClick={close} title={t('popup.patternLibrary', { pattern: shown.pattern.title })}>
            {shown.pattern.title}
          </Link>
        ) : (
          shown.pattern?.title
        )}
        {shown.app || shown.pattern ? <span aria-hidden="true"> · </span> : null}
        <span className="popup__count">
          {state.index + 1} / {total}
        </span>
      </p>
      <button type="button" className="popup__nav popup__nav--prev" aria-label={t('popup.prev')} onClick={() => move(-1)} disabled={total < 2}>
        ‹
      </button>
      <img className="popup__image" src={url} alt={t('popup.imageAlt', { n: state.index + 1, total })} />
      <button type="button" className="popup__nav popup__nav--next" aria-label={t('popup.next')} onClick={() => move(1)} disabled={total < 2}>
        ›
      </button>
      <div className="popup__bar">
        <div className="popup__actions">
          <a className="icon-button" href={file.href} download={file.download} data-testid="popup-download">
            {t('popup.download')}
          </a>
          {actions?.(state.index)}
        </div>
      </div>
      <button type="button" className="popup__close" aria-label={t('modal.close')} onClick={close}>
        ×
      </button>
    </div>
  );
}
