/**
 * Limits that two layers apply: the gateway to a request's shape (400 VALIDATION_ERROR before any
 * call) and the service that owns the rule (its own error code, for callers other than the gateway).
 * Written once here and imported by both, so the two can never disagree; the owning domain
 * re-exports each under its own name.
 */

/** A Group Pro membership holds at most this many people, the manager included (membership). */
export const MAX_GROUP_SIZE = 200;

/** A marketplace product's bounds (marketplace `domain/products.ts`). */
export const PRODUCT_LIMITS = {
  /** list price and discount, KRW */
  amount: 100_000_000,
  title: 200,
  description: 20_000,
  thumbnails: 10,
  details: 30,
  files: 20,
  /** a workshop's seats */
  seats: 10_000,
  /** an e-book's pages */
  pages: 100_000,
} as const;

/** "More like this": how many similar screens one call answers (search's SimilarScreens; 12 unless asked). */
export const SIMILAR_SCREENS_MAX = 48;

/** How a library list may be ordered (gateway browse query, search's filters). */
export const BROWSE_SORTS = ['mau', 'updatedAt', 'trending'] as const;

/** The most cards one library page holds (gateway browse query, search's filters). */
export const BROWSE_PAGE_MAX = 100;

/** Collections and team boards (issue 30): a board's name and an item's note, at the gateway's parse and in catalog. */
export const BOARD_LIMITS = { nameMax: 60, noteMax: 500 } as const;

/** A flow (issue 30): its name, each step's label, and how many steps it holds, at the gateway's parse and in catalog. */
export const FLOW_LIMITS = { nameMax: 80, labelMax: 80, stepsMin: 2, stepsMax: 30 } as const;
