import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useT } from '../../shared/i18n';

// Loaded on the first click: no page's first load carries the assistant's code.
const ChatPanel = lazy(() => import('./ChatPanel'));

/**
 * The assistant on every page: a button in the corner opens a panel (a named dialog: focus moves
 * in, Tab stays inside, Esc closes and focus returns to the button). Answers stream in; citations
 * are cards (a screen opens the viewer, anything else its page); signed-in users see their history.
 */
export function ChatLauncher() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  return (
    <>
      <button ref={button} type="button" className="chat-launcher" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)} data-testid="chat-launcher">
        <span aria-hidden="true">✦</span> <span className="chat-launcher__label">{t('chat.open')}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ChatPanel onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}

