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
