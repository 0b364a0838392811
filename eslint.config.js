import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.local/**', 'services/kit/src/gen/**', 'web/src/shared/openapi.ts', 'web/dist/**', 'charts/**', 'artifacts/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly', fetch: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', performance: 'readonly', TextEncoder: 'readonly', Headers: 'readonly' } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-function-type': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // The web app: browser globals and the React hooks rules (missing effect dependencies fail too).
  {
    files: ['web/src/**/*.{ts,tsx}', 'web/test/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    rules: { ...reactHooks.configs.flat['recommended-latest'].rules, 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['web/**/*.{ts,tsx}'], languageOptions: { globals: { ...globals.browser } } },
  // The Figma plugin: its UI runs in a browser iframe, its build script in node.
  { files: ['figma-plugin/src/**/*.ts'], languageOptions: { globals: { ...globals.browser } } },
  { files: ['figma-plugin/build.mjs'], languageOptions: { globals: { ...globals.node } } },
  // Node-side web files: the build config, the end-to-end tests and their config.
  {
    files: ['web/vite.config.ts', 'web/e2e/**', 'playwright.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
