import { useSyncExternalStore } from 'react';

/** product-spec §9: the layout steps (px), mirrored in styles.css media queries. */
export const BREAKPOINTS = [320, 475, 751, 1032, 1400, 1600, 1920, 2600, 3300] as const;
/** At or below this width the app is in its mobile layout. */
export const MOBILE_MAX_WIDTH = 750;

const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

const subscribe = (onChange: () => void) => {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const media = window.matchMedia(MOBILE_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

/** Whether the viewport is at most 750 px wide; follows resizes. */
export function isMobileViewport(): boolean {
  if (typeof window === 'undefined') return false;
  return window.matchMedia ? window.matchMedia(MOBILE_QUERY).matches : window.innerWidth <= MOBILE_MAX_WIDTH;
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileViewport, () => false);
}
