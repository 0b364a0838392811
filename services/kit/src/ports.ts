import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { randomInt } from 'node:crypto';

/** The kernel's ephemeral port range (Linux's default where it cannot be read). */
function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low && high && low > 1024) return [low, high];
  } catch {
    // not Linux, or no /proc
  }
  return [32768, 60999];
}

const canListen = (port: number, host: string) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });

/**
 * A loopback port free right now, for a server whose own URL must be known before it starts (a
 * test stack's gateway, a benchmark's services). Picked at random below the kernel's ephemeral
 * range: a port the OS hands out itself (listen on 0, and the local end of every outgoing
 * connection) can be taken by another process between this check and the server's listen, and
 * once was; a port below that range is taken only by someone asking for it by number.
 */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  const [low] = ephemeralRange();
  const floor = Math.max(10_000, low - 12_000);
  for (let tries = 0; tries < 50; tries++) {
    const port = floor + randomInt(low - floor);
    if (await canListen(port, host)) return port;
  }
  throw new Error(`no free port between ${floor} and ${low}`);
}
