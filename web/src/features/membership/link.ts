import type { Kind } from './api';

/** The seats a Group Pro card starts at when the address names none. */
const DEFAULT_SEATS = 2;

export interface PlanLink {
  kind: Kind;
  /** Group Pro's seats (the manager included), kept within 1 and the server's most. */
  seats: number;
  /** The address asked for seats out of range or not a number: the page says what it used instead. */
  seatsAdjusted: boolean;
  /** The plan whose checkout is open (`?checkout=GROUP_PRO`). */
  checkout?: string;
}

/**
 * The membership page's address: `?kind=ANNUAL&seats=3&checkout=GROUP_PRO`. A seat count that is not
 * a whole number or lies outside 1…`maxSeats` (the plans call's maxGroupSize, once known) is
 * clamped, never refused, and marked so the page can say so.
 */
export function readPlanLink(search: URLSearchParams, maxSeats?: number): PlanLink {
  const kind: Kind = search.get('kind') === 'ANNUAL' ? 'ANNUAL' : 'MONTHLY';
  const raw = search.get('seats');
  const asked = raw === null || raw.trim() === '' ? DEFAULT_SEATS : Number(raw);
  let seats = Number.isFinite(asked) ? Math.trunc(asked) : DEFAULT_SEATS;
  seats = Math.max(1, maxSeats ? Math.min(seats, maxSeats) : seats);
  const seatsAdjusted = raw !== null && String(seats) !== raw.trim();
  return { kind, seats, seatsAdjusted, checkout: search.get('checkout') ?? undefined };
}
