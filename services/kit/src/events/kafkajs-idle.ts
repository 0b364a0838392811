import { createRequire } from 'node:module';

/**
 * kafkajs 2.2.4 (its latest release) keeps every broker connection's request queue checking for
 * pending requests in a `setTimeout` loop even when nothing is pending: the delay it computes is
 * negative, so the loop runs about once a millisecond for as long as the connection is open
 * (tulios/kafkajs#1556, #1704; the fix in #1667 is not released). An idle service spent 3–4 % of a
 * core on it, a whole stack of services with the broker a third of one.
 *
 * The replacement schedules a check only while requests wait: a request that cannot go at once
 * is queued and schedules one (when a client-side throttle ends, or after 10 ms when requests in
 * flight are at the limit), and an answered or timed-out request checks the queue anyway, as
 * before. Applied once, on kit's import, to the version it was written for; another version keeps
 * its own code (kafkajs-idle.test.ts then fails and says to look again).
 */
const PATCHED_VERSION = '2.2.4';
const CHECK_PENDING_REQUESTS_INTERVAL = 10;

interface RequestQueue {
  pending: unknown[];
  throttledUntil: number;
  throttleCheckTimeoutId: ReturnType<typeof setTimeout> | null;
  checkPendingRequests(): void;
  scheduleCheckPendingRequests(): void;
}

const require = createRequire(import.meta.url);

function patch(): boolean {
  const { version } = require('kafkajs/package.json') as { version: string };
  if (version !== PATCHED_VERSION) return false;
  const { prototype } = require('kafkajs/src/network/requestQueue/index.js') as { prototype: RequestQueue };
  prototype.scheduleCheckPendingRequests = function scheduleCheckPendingRequests(this: RequestQueue) {
    if (this.pending.length === 0 || this.throttleCheckTimeoutId) return;
    const untilUnthrottled = this.throttledUntil - Date.now();
    this.throttleCheckTimeoutId = setTimeout(
      () => {
        this.throttleCheckTimeoutId = null;
        this.checkPendingRequests();
      },
      untilUnthrottled > 0 ? untilUnthrottled : CHECK_PENDING_REQUESTS_INTERVAL,
    );
  };
  return true;
}

/** Whether the idle loop's fix is in place (false on another kafkajs version). */
export const kafkajsIdleLoopFixed = patch();
