// What the benchmark scripts share: their command line's target and a percentile.
import { localSecret } from '../../services/kit/dist/config.js';
import { stackUrls } from '../stack-namespace.mjs';

/** The value after `name` on the command line, if any. */
export const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};

/**
 * A benchmark of a running stack: its gateway (`--url`, else the namespace's: `--namespace`,
 * E2E_NAMESPACE, `e2e`), `--verbose`, and the stack's caller-token secret (INTERNAL_TOKEN_SECRET, else
 * the local one).
 */
export const stackTarget = () => ({
  gateway: arg('--url') ?? stackUrls(arg('--namespace') ?? process.env.E2E_NAMESPACE ?? 'e2e').gateway,
  verbose: process.argv.includes('--verbose'),
  secret: process.env.INTERNAL_TOKEN_SECRET ?? localSecret('internal-token'),
});

/** The p-th percentile of ascending values (nearest rank). */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
