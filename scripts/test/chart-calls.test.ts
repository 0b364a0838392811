import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';

/**
 * The chart's `services.<name>.calls` (what a service's NetworkPolicy lets it reach, and what its
 * README names) against the gRPC services its config dials (`<SERVICE>_ADDR`): a client the chart
 * leaves out is cut off in a cluster with egress policies, silently in every local test.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const values = yaml.load(readFileSync(path.join(ROOT, 'charts/screenshelf/values.yaml'), 'utf8')) as {
  services: Record<string, { calls?: string[] }>;
};

describe("the chart's calls", () => {
  const services = Object.entries(values.services).filter(([name]) => existsSync(path.join(ROOT, 'services', name, 'src/config.ts')));

  it('covers every service of the chart that has a config', () => {
    expect(services.map(([name]) => name)).toEqual(expect.arrayContaining(['gateway', 'search', 'chatbot', 'community']));
  });

  it.each(services)('%s: the services its config dials, no more, no fewer', (name, service) => {
    const config = readFileSync(path.join(ROOT, 'services', name, 'src/config.ts'), 'utf8');
    const dials = [...new Set([...config.matchAll(/\b([A-Z]+)_ADDR\b/g)].map((m) => m[1]!.toLowerCase()))].sort();
    expect([...(service.calls ?? [])].sort()).toEqual(dials);
  });
});
