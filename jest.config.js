// One jest for the whole repo: TypeScript through swc as native ES modules, workspace packages
// resolved to their sources so tests never need a build first.
const swc = ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } }, module: { type: 'es6' } }];

/** The tests that need no server: the web app's and the Figma plugin's (jsdom, fetch stubbed). */
const OFFLINE = ['<rootDir>/web/test/**/*.test.ts?(x)', '<rootDir>/figma-plugin/test/**/*.test.ts'];
const SERVERS = ['<rootDir>/services/*/test/**/*.test.ts', '<rootDir>/scripts/test/**/*.test.ts'];

export default {
  // jest's node environment with one stack per worker that its test files may share (sharedStack()).
  testEnvironment: '<rootDir>/scripts/jest/environment.mjs',
  globalSetup: '<rootDir>/scripts/jest/global-setup.mjs',
  globalTeardown: '<rootDir>/scripts/jest/global-teardown.mjs',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': swc },
  moduleNameMapper: {
    '^@screenshelf/kit$': '<rootDir>/services/kit/src/index.ts',
    '^@screenshelf/kit/testing$': '<rootDir>/services/kit/src/testing.ts',
    '^@screenshelf/kit/(lang|palette|storage|ports|wait)$': '<rootDir>/services/kit/src/$1.ts',
    '^@screenshelf/kit/gen/(.*)\\.js$': '<rootDir>/services/kit/src/gen/$1.ts',
    '^@screenshelf/(identity|catalog|search|membership|marketplace|chatbot|community|gateway|dev-oidc|dev-payments|dev-llm|dev-smtp)/(.*)\\.js$': '<rootDir>/services/$1/src/$2.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  // Fault tests stop and start real servers, so `npm test` runs them alone, first (JEST_FAULTS=1).
  // The tests that use no server (the web's and the Figma plugin's, in jsdom) form a set of their own
  // (JEST_SET=offline), which `npm test` runs while the fault tests wait for servers; JEST_SET=servers
  // is everything else. Without either, every test but the fault tests.
  testMatch: process.env.JEST_FAULTS ? ['<rootDir>/services/*/test/**/*.fault.test.ts'] : process.env.JEST_SET === 'offline' ? OFFLINE : process.env.JEST_SET === 'servers' ? SERVERS : [...SERVERS, ...OFFLINE],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', ...(process.env.JEST_FAULTS ? [] : ['\\.fault\\.test\\.ts$'])],
  // A hang guard, not a speed check: a test file's hooks start whole stacks (databases, migrations,
  // Kafka consumer groups), which on a loaded CI machine took over a minute. Longer waits say so.
  testTimeout: 180_000,
  maxWorkers: 2,
  // The slowest files first, also on a fresh clone that has no times yet.
  testSequencer: '<rootDir>/scripts/jest/sequencer.mjs',
};
