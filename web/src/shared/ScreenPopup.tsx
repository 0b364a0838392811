import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { keepTabInside } from './focus';
import { useT } from './i18n';

/** product-spec §3 popup state: open, opacity, the url list (plus which one is shown). */
export interface PopupState {
  open: boolean;
  opacity: number;
  urls: string[];
  index: number;
}

const FADE_MS = 200;

/** A full-screen viewer of one pattern's screens: arrows or keys move, Escape or a click outside closes. */
export function useScreenPopup() {
  const [state, setState] = useState<PopupState>({ open: false, opacity: 0, urls: [], index: 0 });
  const show = useCallback((urls: string[], index: number) => {
    setState({ open: true, opacity: 0, urls, index });
    // Fades in on the next frame.
    requestAnimationFrame(() => setState((s) => ({ ...s, opacity: 1 })));
  }, []);
  const close = useCallback(() => {
    setState((s) => ({ ...s, opacity: 0 }));
    setTimeout(() => setState((s) => ({ ...s, open: false })), FADE_MS);
  }, []);
  const move = useCallback((step: number) => setState((s) => ({ ...s, index: (s.index + step + s.urls.length) % s.urls.length })), []);
  return { state, show, close, move };
}

/** The file name a screen downloads as: its URL's last part, `screen-N.png` when there is none. */
export const downloadName = (url: string, index: number) => {
  const last = url.startsWith('data:') ? '' : decodeURIComponent(new URL(url, 'http://x').pathname.split('/').pop() ?? '');
  return last || `screen-${index + 1}.png`;
};

/**
 * The viewer: the screen as large as the window allows, ←/→ between screens, Esc closes, download,
 * and `actions` of the shown screen (copy to a design tool, bookmark, like). A dialog with a name;
 * focus moves in on opening, Tab stays inside, and focus returns to the opener on closing.
 */
export function ScreenPopup({ popup, actions }: { popup: ReturnType<typeof useScreenPopup>; actions?: (index: number) => ReactNode }) {
  const t = useT();
  const { state, close, move } = popup;
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!state.open) return;
    const opener = document.activeElement as HTMLElement | null;
    dialog.current?.querySelector<HTMLElement>('.popup__close')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      else if (event.key === 'ArrowRight') move(1);
      else if (event.key === 'ArrowLeft') move(-1);
      else if (dialog.current) keepTabInside(event, dialog.current);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, [state.open, close, move]);
  if (!state.open) return null;
  const url = state.urls[state.index] ?? '';
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
      <button type="button" className="popup__nav popup__nav--prev" aria-label={t('popup.prev')} onClick={() => move(-1)} disabled={state.urls.length < 2}>
        ‹
      </button>
      <img className="popup__image" src={url} alt={t('popup.imageAlt', { n: state.index + 1, total: state.urls.length })} />
      <button type="button" className="popup__nav popup__nav--next" aria-label={t('popup.next')} onClick={() => move(1)} disabled={state.urls.length < 2}>
        ›
      </button>
      <div className="popup__bar">
        <p className="popup__count">
          {state.index + 1} / {state.urls.length}
        </p>
        <div className="popup__actions">
          <a className="icon-button" href={url} download={downloadName(url, state.index)} data-testid="popup-download">
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
