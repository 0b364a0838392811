import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useT } from '../i18n';

/**
 * product-spec §9: the modal fades for 0.5 s; the backdrop appears after 50 ms; a button is focused after 0 ms —
 * the cancel button of a destructive decision (isDanger), so Enter does not destroy anything, else the OK button.
 */
export const MODAL_ANIMATION_MS = 500;
export const BACKDROP_DELAY_MS = 50;
export const CONFIRM_FOCUS_DELAY_MS = 0;
const BASE_Z_INDEX = 1000;

/** What a caller can ask of a modal: the fields of product-spec §3 (isOpen is the provider's). */
interface ModalFields {
  title?: ReactNode;
  description?: ReactNode;
  message?: ReactNode;
  /** A decision: OK with a cancel button beside it. Without it the modal has one button (single-button mode). */
  isConfirm?: boolean;
  /** The body is `moreData` (a node, or a function of `close`) instead of title, description and message. */
  isCustom?: boolean;
  /** No dimmed backdrop. */
  notDim?: boolean;
  cancelText?: ReactNode;
  zIndex?: number;
  moreData?: ReactNode | ((close: (confirmed: boolean) => void) => ReactNode);
  /** Escape and backdrop clicks leave it open: only its buttons close it. */
  notClose?: boolean;
}

/**
 * `isDanger`: the OK button is red, the action destroys something; such a button always says what it
 * does ("앱 삭제", "Delete the app"), never a bare "확인" (the type asks for `okText`).
 */
export type ModalOptions = ModalFields & ({ isDanger?: false; okText?: ReactNode } | { isDanger: true; okText: ReactNode });

export type ModalState = ModalOptions & {
  id: number;
  isOpen: boolean;
};

type Entry = ModalState & {
  resolve(confirmed: boolean): void;
};

export interface ModalApi {
  /** Opens a modal; resolves true when confirmed, false when cancelled or dismissed. */
  open(options: ModalOptions): Promise<boolean>;
  /** Shorthand for a single-button notice. */
  alert(options: Omit<ModalFields, 'isConfirm'> & { okText?: ReactNode }): Promise<boolean>;
  closeAll(): void;
}

const ModalContext = createContext<ModalApi | null>(null);

export function ModalProvider({ children }: { children: ReactNode }) {
  const [entries, setEntries] = useState<Entry[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  // The list as last rendered (kept once committed); close() reads it so its side effects stay out of state updaters.
  const current = useRef(entries);
  useLayoutEffect(() => {
    current.current = entries;
  }, [entries]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const close = useCallback((id: number, confirmed: boolean) => {
    const entry = current.current.find((e) => e.id === id);
    if (!entry || !entry.isOpen) return;
    entry.resolve(confirmed);
    // Marked closed at once, so a second click or Escape during the fade does nothing.
    current.current = current.current.map((e) => (e.id === id ? { ...e, isOpen: false } : e));
    setEntries((list) => list.map((e) => (e.id === id ? { ...e, isOpen: false } : e)));
    // It stays in the tree while it fades out, then leaves.
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setEntries((list) => list.filter((e) => e.id !== id));
    }, MODAL_ANIMATION_MS);
    timers.current.add(timer);
  }, []);

  const api = useMemo<ModalApi>(() => {
    const open = (options: ModalOptions) =>
      new Promise<boolean>((resolve) => {
        const id = nextId.current++;
        setEntries((list) => [...list, { ...options, id, isOpen: true, resolve }]);
      });
    return {
      open,
      alert: (options) => open({ ...options, isConfirm: false }),
      closeAll: () => current.current.forEach((e) => close(e.id, false)),
    };
  }, [close]);

  return (
    <ModalContext.Provider value={api}>
      {children}
      {entries.map((entry, index) => (
        <ModalView key={entry.id} entry={entry} index={index} onClose={(confirmed) => close(entry.id, confirmed)} />
      ))}
    </ModalContext.Provider>
  );
}

export function useModal(): ModalApi {
  const api = useContext(ModalContext);
  if (!api) throw new Error('useModal needs a <ModalProvider> above it');
  return api;
}

function ModalView({ entry, index, onClose }: { entry: Entry; index: number; onClose(confirmed: boolean): void }) {
  const t = useT();
  const [backdrop, setBackdrop] = useState(false);
  const okRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = `modal-title-${entry.id}`;

  useEffect(() => {
    const backdropTimer = setTimeout(() => setBackdrop(true), BACKDROP_DELAY_MS);
    const focusTimer = setTimeout(() => (cancelRef.current ?? okRef.current)?.focus(), CONFIRM_FOCUS_DELAY_MS);
    return () => {
      clearTimeout(backdropTimer);
      clearTimeout(focusTimer);
    };
  }, []);

  useEffect(() => {
    if (!entry.isOpen || entry.notClose) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [entry.isOpen, entry.notClose, onClose]);

  const body =
    entry.isCustom && entry.moreData !== undefined ? (
      typeof entry.moreData === 'function' ? (
        entry.moreData(onClose)
      ) : (
        entry.moreData
      )
    ) : (
      <>
        {entry.title ? (
          <h2 id={titleId} className="modal__title">
            {entry.title}
          </h2>
        ) : null}
        {entry.description ? <p className="modal__description">{entry.description}</p> : null}
        {entry.message ? <p className="modal__message">{entry.message}</p> : null}
      </>
    );

  const classes = ['modal', entry.isOpen && backdrop ? 'modal--shown' : '', entry.isOpen ? '' : 'modal--closing', entry.notDim ? 'modal--no-dim' : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div
      className={classes}
      style={{ zIndex: entry.zIndex ?? BASE_Z_INDEX + index, transitionDuration: `${MODAL_ANIMATION_MS}ms` }}
      data-testid="modal"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !entry.notClose) onClose(false);
      }}
    >
      <div className="modal__dialog" role={entry.isConfirm ? 'alertdialog' : 'dialog'} aria-modal="true" aria-labelledby={entry.title ? titleId : undefined}>
        {body}
        {entry.isCustom && !entry.okText ? null : (
          <div className="modal__actions">
            {entry.isConfirm ? (
              <button ref={entry.isDanger ? cancelRef : undefined} type="button" className="button button--quiet" onClick={() => onClose(false)}>
                {entry.cancelText ?? t('modal.cancel')}
              </button>
            ) : null}
            <button
              ref={okRef}
              type="button"
              className={entry.isDanger ? 'button button--danger' : 'button'}
              onClick={() => onClose(true)}
            >
              {entry.okText ?? t('modal.ok')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
