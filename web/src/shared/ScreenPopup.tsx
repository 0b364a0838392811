import { useCallback, useEffect, useState } from 'react';
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

export function ScreenPopup({ popup }: { popup: ReturnType<typeof useScreenPopup> }) {
  const t = useT();
  const { state, close, move } = popup;
  useEffect(() => {
    if (!state.open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      if (event.key === 'ArrowRight') move(1);
      if (event.key === 'ArrowLeft') move(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [state.open, close, move]);
  if (!state.open) return null;
  return (
    <div
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
      <img className="popup__image" src={state.urls[state.index]} alt="" />
      <button type="button" className="popup__nav popup__nav--next" aria-label={t('popup.next')} onClick={() => move(1)} disabled={state.urls.length < 2}>
        ›
      </button>
      <p className="popup__count">
        {state.index + 1} / {state.urls.length}
      </p>
      <button type="button" className="popup__close" aria-label={t('modal.close')} onClick={close}>
        ×
      </button>
    </div>
  );
}
