import { useEffect, useEffectEvent, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside a dialog: from the last element to the first and back (and in, from outside). */
export function keepTabInside(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (!focusable.length) return;
  const first = focusable[0]!;
  const last = focusable.at(-1)!;
  const inside = container.contains(document.activeElement);
  if (event.shiftKey && (document.activeElement === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Whether a modal (shared/modal) is open: it is always above a viewer, so it has the keys to itself —
 * Escape closes it, not the viewer under it, wherever the focus went (a button that turned disabled
 * while saving leaves it on the page). A modal fading out no longer counts.
 */
export const modalOpen = (): boolean => document.querySelector('[data-testid=modal]:not(.modal--closing)') !== null;

/**
 * A viewer's keys while it is open (the screen viewer, the flow viewer): focus moves to its close
 * button (`closeSelector`) and back to the opener when it closes; Escape closes, ←/→ move, Tab stays
 * inside — unless a modal is open above it (it has the keys to itself).
 */
export function useViewerKeys(
  open: boolean,
  dialog: RefObject<HTMLElement | null>,
  closeSelector: string,
  actions: { close: () => void; move: (by: number) => void },
): void {
  // The latest callbacks, without opening the viewer anew (and moving the focus) when they change.
  const close = useEffectEvent(() => actions.close());
  const move = useEffectEvent((by: number) => actions.move(by));
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    dialog.current?.querySelector<HTMLElement>(closeSelector)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (modalOpen()) return;
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
  }, [open, dialog, closeSelector]);
}
