import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a plain .mjs script without types
import { stackNamespaceEnv } from '../stack-namespace.mjs';

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

describe('a stack namespace (STACK_NAMESPACE, the e2e stage’s own stack)', () => {
  it('moves every database, consumer group, key prefix, folder and state file a service reads', () => {
    const variables = placeVariables();
    // The scan finds them (a renamed config file would make this test pass on nothing).
    expect(variables).toEqual(expect.arrayContaining(['CATALOG_DATABASE', 'SEARCH_INDEX_PREFIX', 'KAFKA_TOPIC_PREFIX', 'MEMBERSHIP_REDIS_PREFIX', 'DEV_SMTP_STATE']));
    const env = stackNamespaceEnv('e2e');
    expect(variables.filter((name) => env[name] === undefined)).toEqual([]);
    for (const name of variables) expect(env[name]).toMatch(/e2e/);
  });

  it('gives distinct names (no two services share a database or a consumer group)', () => {
    const env: Record<string, string> = stackNamespaceEnv('e2e');
    const of = (suffix: string) => Object.entries(env).filter(([name]) => name.endsWith(suffix)).map(([, value]) => value);
    for (const suffix of ['_DATABASE', '_CONSUMER_GROUP']) expect(new Set(of(suffix)).size).toBe(of(suffix).length);
  });

  it('leaves variables already set alone, and refuses a name that cannot be one', () => {
    const env = stackNamespaceEnv('demo2', { CATALOG_DATABASE: 'mine', KAFKA_TOPIC_PREFIX: '' });
    expect(env.CATALOG_DATABASE).toBeUndefined();
    expect(env.KAFKA_TOPIC_PREFIX).toBeUndefined();
    expect(env.SEARCH_DATABASE).toBe('screenshelf_search_demo2');
    for (const bad of ['', 'E2E', '1st', 'a.b', 'x'.repeat(17), 'e2e; rm -rf /']) expect(() => stackNamespaceEnv(bad)).toThrow(/STACK_NAMESPACE/);
  });
});
