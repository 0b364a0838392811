// The namespace is what keeps the e2e stage's stack (and its test data) out of a developer's
// `npm start`: these scans fail when a service gains a place or a port the namespace does not move.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a plain .mjs script without types
import { DEFAULT_PORTS, SHARED_ADDRESSES, SHARED_PORTS, stackNamespaceEnv, stackPortOffset, stackPorts, stackUrls } from '../stack-namespace.mjs';

const services = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../services');

/** Every variable a service reads that names where its data lives: databases, groups, key prefixes, folders, state files. */
function placeVariables(): string[] {
  const names = new Set<string>();
  for (const service of readdirSync(services)) {
    const src = path.join(services, service, 'src');
    const files = ['config.ts', 'main.ts'].map((f) => path.join(src, f));
    for (const file of files) {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        continue;
      }
      for (const [, name] of text.matchAll(/\b([A-Z][A-Z_]*_(?:DATABASE|CONSUMER_GROUP|PREFIX|STORAGE_DIR|STATE))\b/g)) names.add(name!);
    }
  }
  return [...names].sort();
}

/** The text of every service's source file (tests left out). */
function sources(): { file: string; text: string }[] {
  return readdirSync(services).flatMap((service) =>
    (readdirSync(path.join(services, service, 'src'), { recursive: true }) as string[])
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => ({ file: path.join(service, 'src', f), text: readFileSync(path.join(services, service, 'src', f), 'utf8') })),
  );
}

/** Every variable a service reads (a config schema key or process.env) that names a port or an address to dial. */
function portVariables(): string[] {
  const names = new Set<string>();
  const port = '(?:PORT|[A-Z][A-Z0-9_]*_(?:PORT|ADDR|URL|ISSUER|BROKERS|ENDPOINT))';
  for (const { text } of sources()) {
    for (const [, name] of text.matchAll(new RegExp(`^\\s*(${port}):\\s*z\\b`, 'gm'))) names.add(name!);
    for (const [, name] of text.matchAll(new RegExp(`process\\.env\\.(${port})\\b`, 'g'))) names.add(name!);
  }
  return [...names].sort();
}

const portOf = (value: string) => Number(/:(\d+)(?:\/|$)/.exec(value)?.[1]);

describe('a stack namespace (STACK_NAMESPACE, the e2e stage’s own stack)', () => {
  it('moves every database, consumer group, key prefix, folder and state file a service reads', () => {
    const variables = placeVariables();
    // The scan finds them (a renamed config file would make this test pass on nothing).
    expect(variables).toEqual(expect.arrayContaining(['CATALOG_DATABASE', 'SEARCH_INDEX_PREFIX', 'KAFKA_TOPIC_PREFIX', 'MEMBERSHIP_REDIS_PREFIX', 'DEV_SMTP_STATE']));
    const env = stackNamespaceEnv('e2e');
    expect(variables.filter((name) => env[name] === undefined)).toEqual([]);
    for (const name of variables) expect(env[name]).toMatch(/e2e/);
  });

  it('moves every port a process listens on or dials, unless it is a shared server’s (named, with the reason)', () => {
    const variables = portVariables();
    expect(variables).toEqual(expect.arrayContaining(['PORT', 'CATALOG_GRPC_PORT', 'CATALOG_ADDR', 'PUBLIC_URL', 'OIDC_ISSUER', 'DEV_OIDC_PORT', 'PAYMENTS_BASE_URL', 'SMTP_URL', 'DEV_SMTP_HTTP_PORT', 'POSTGRES_URL']));
    const env: Record<string, string> = stackNamespaceEnv('e2e');
    expect(variables.filter((name) => env[name] === undefined && !(name in SHARED_ADDRESSES))).toEqual([]);
    // No stale or contradictory entries in the shared list.
    expect(Object.keys(SHARED_ADDRESSES).filter((name) => !variables.includes(name))).toEqual([]);
    expect(Object.keys(SHARED_ADDRESSES).filter((name) => env[name] !== undefined)).toEqual([]);
  });

  it('knows every loopback port written in a service’s source: its own (moved) or a shared server’s', () => {
    const known = new Set<number>([...Object.values(DEFAULT_PORTS as Record<string, number>), ...SHARED_PORTS]);
    const unknown = sources().flatMap(({ file, text }) => [...text.matchAll(/(?:127\.0\.0\.1|localhost):(\d+)/g)].filter(([, p]) => !known.has(Number(p))).map(([m]) => `${file}: ${m}`));
    expect(unknown).toEqual([]);
  });

  it('gives each listener a port of its own, off npm start’s and the shared servers’, and points every address at it', () => {
    const env: Record<string, string> = stackNamespaceEnv('e2e');
    const ports: Record<string, number> = stackPorts('e2e');
    expect(ports.PORT).toBe(18080);
    // Below where jest's stacks pick their ports (kit/ports: 20768 and up, under the ephemeral range),
    // so a jest run beside the e2e stack (npm test overlaps them) never takes one of its ports.
    expect(Math.max(...(Object.values(ports) as number[]))).toBeLessThan(20_000);
    const values = Object.values(ports);
    expect(new Set(values).size).toBe(values.length);
    const taken = new Set<number>([...Object.values(DEFAULT_PORTS as Record<string, number>), ...SHARED_PORTS]);
    expect(values.filter((p) => taken.has(p))).toEqual([]);
    for (const [name, port] of Object.entries(ports)) expect(env[name]).toBe(String(port));
    for (const service of ['IDENTITY', 'CATALOG', 'SEARCH', 'MEMBERSHIP', 'MARKETPLACE', 'CHATBOT', 'COMMUNITY']) {
      expect(portOf(env[`${service}_ADDR`]!)).toBe(ports[`${service}_GRPC_PORT`]);
    }
    expect(portOf(env.PUBLIC_URL!)).toBe(ports.PORT);
    expect(portOf(env.OIDC_ISSUER!)).toBe(ports.DEV_OIDC_PORT);
    expect(portOf(env.PAYMENTS_BASE_URL!)).toBe(ports.DEV_PAYMENTS_PORT);
    expect(portOf(env.SMTP_URL!)).toBe(ports.DEV_SMTP_PORT);
    expect(stackUrls('e2e')).toEqual({ gateway: 'http://localhost:18080', smtpApi: 'http://127.0.0.1:18095' });
  });

  it('keeps namespaces apart from each other, below the ephemeral ports', () => {
    const names = ['e2e', 'demo', 'demo2', 'alice', 'bob', 'review', 'x', 'perf1'];
    const seen = new Map<number, string>();
    for (const name of names) {
      const offset = stackPortOffset(name);
      for (const port of Object.values(stackPorts(name) as Record<string, number>)) {
        expect(port).toBeLessThan(32768);
        const other = seen.get(port);
        // Two names may share an offset (13 of them): then they share every port, never some.
        if (other !== undefined) expect(stackPortOffset(other)).toBe(offset);
        seen.set(port, name);
      }
    }
  });

  it('gives distinct names (no two services share a database or a consumer group)', () => {
    const env: Record<string, string> = stackNamespaceEnv('e2e');
    const of = (suffix: string) => Object.entries(env).filter(([name]) => name.endsWith(suffix)).map(([, value]) => value);
    for (const suffix of ['_DATABASE', '_CONSUMER_GROUP']) expect(new Set(of(suffix)).size).toBe(of(suffix).length);
  });

  it('leaves variables already set alone, and refuses a name that cannot be one', () => {
    const env = stackNamespaceEnv('demo2', { CATALOG_DATABASE: 'mine', KAFKA_TOPIC_PREFIX: '', PORT: '9999' });
    expect(env.CATALOG_DATABASE).toBeUndefined();
    expect(env.KAFKA_TOPIC_PREFIX).toBeUndefined();
    expect(env.PORT).toBeUndefined();
    expect(env.SEARCH_DATABASE).toBe('screenshelf_search_demo2');
    for (const bad of ['', 'E2E', '1st', 'a.b', 'x'.repeat(17), 'e2e; rm -rf /']) {
      expect(() => stackNamespaceEnv(bad)).toThrow(/STACK_NAMESPACE/);
      expect(() => stackPorts(bad)).toThrow(/STACK_NAMESPACE/);
    }
  });
});
