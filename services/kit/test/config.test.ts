import { statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError, LOCAL_SECRETS_DIR, loadConfig, localSecret } from '@screenshelf/kit';

describe('shared configuration', () => {
  const strong = 's'.repeat(40);

  it('refuses to start in production without INTERNAL_TOKEN_SECRET, or with a short one', () => {
    expect(() => loadConfig({}, { NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({}, { NODE_ENV: 'production' })).toThrow(/INTERNAL_TOKEN_SECRET must be set in production/);
    expect(() => loadConfig({}, { NODE_ENV: 'production', INTERNAL_TOKEN_SECRET: 'short' })).toThrow(/at least 32 characters/);
    expect(loadConfig({}, { NODE_ENV: 'production', INTERNAL_TOKEN_SECRET: strong }).INTERNAL_TOKEN_SECRET).toBe(strong);
  });

  it("uses this machine's generated secret in development: one for every process, readable by its owner only", () => {
    const first = loadConfig({}, { NODE_ENV: 'development' }).INTERNAL_TOKEN_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}, {}).INTERNAL_TOKEN_SECRET).toBe(first);
    expect(localSecret('internal-token')).toBe(first);
    expect(statSync(path.join(LOCAL_SECRETS_DIR, 'internal-token')).mode & 0o077).toBe(0);
    expect(first).not.toBe('screenshelf-local-internal-token-secret-change-me');
  });

  it('listens on loopback unless BIND_HOST says otherwise', () => {
    expect(loadConfig({}, { INTERNAL_TOKEN_SECRET: strong }).BIND_HOST).toBe('127.0.0.1');
    expect(loadConfig({}, { INTERNAL_TOKEN_SECRET: strong, BIND_HOST: '0.0.0.0' }).BIND_HOST).toBe('0.0.0.0');
  });

  it("keeps a service's own variables", () => {
    expect(loadConfig({ X: z.string().default('y') }, { INTERNAL_TOKEN_SECRET: strong }).X).toBe('y');
  });
});
