/**
 * Polls until `check` returns a value other than undefined/false, or fails after `timeoutMs`: a hang
 * guard, not a speed check (a passing wait returns as soon as its condition holds, so the bound is
 * generous: a loaded CI machine is many times slower than a developer's). Free of
 * side effects, so scripts outside jest (the e2e fixtures) can use it without `./testing`, which puts a
 * test caller-token secret into process.env.
 */
export async function waitFor<T>(check: () => Promise<T | undefined | false>, timeoutMs = 60_000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) throw new Error(`waitFor timed out after ${timeoutMs} ms${lastError ? `: ${String(lastError)}` : ''}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
