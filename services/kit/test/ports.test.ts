import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { freePort } from '../src/ports.js';

// A port for a server whose URL must be known before it starts: free, and outside the range the
// kernel hands out on its own (so no outgoing connection of another process can take it meanwhile).
describe('freePort', () => {
  it('answers distinct free ports below the ephemeral range', async () => {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(10_000);
      expect(port).toBeLessThan(low!);
    }
    expect(new Set(ports).size).toBeGreaterThan(15);
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(ports[0], '127.0.0.1', resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });
});
