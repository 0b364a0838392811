/** Views count less as they age: a view loses half its weight every HALF_LIFE_HOURS. */
export const HALF_LIFE_HOURS = 6;
/** Views older than this no longer count (their hourly buckets expire). */
export const WINDOW_HOURS = 48;

export const hourOf = (ms: number) => Math.floor(ms / 3_600_000);

/**
 * The hourly buckets that make up "now" and the weight of each: a bucket's views count
 * 0.5^(age / half-life), age measured from the middle of the bucket.
 */
export function bucketWeights(nowMs: number, windowHours = WINDOW_HOURS, halfLifeHours = HALF_LIFE_HOURS) {
  const current = hourOf(nowMs);
  const intoHour = (nowMs % 3_600_000) / 3_600_000;
  return Array.from({ length: windowHours }, (_, i) => {
    const age = Math.max(0, i + intoHour - 0.5);
    return { hour: current - i, weight: 0.5 ** (age / halfLifeHours) };
  });
}
