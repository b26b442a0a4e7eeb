import { execFileSync } from 'node:child_process';

/**
 * Asks the system for `count` distinct free TCP ports (each bound to port 0 at once, then released).
 * Playwright loads its config synchronously, so the binding runs in a short child process.
 */
function freePorts(count: number): number[] {
  const script = `
    const net = require('node:net');
    const servers = Array.from({ length: ${count} }, () => net.createServer());
    let waiting = servers.length;
    for (const server of servers) {
      server.listen(0, () => {
        if (--waiting > 0) return;
        process.stdout.write(JSON.stringify(servers.map((s) => s.address().port)));
        for (const s of servers) s.close();
      });
    }`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as number[];
}

/** How many journeys run at once (`E2E_WORKERS`, default 2: CI's two cores), each on its own server. */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

export type E2eServer = { server: number; sandbox: number };

/**
 * The ports of the servers and sandboxes the journeys start: one pair per worker, so that journeys
 * running at once never share a database or the demo accounts' state (a blocked customer, a markup
 * rule, a wallet's balance). Their own ports, so a running dev server is left alone. An explicit
 * E2E_PORT is honoured: worker i's server on E2E_PORT + 2i, its sandbox on the port after it.
 * Otherwise free ports are picked once, by the process that loads the config first, and written to
 * the environment, which Playwright's worker processes (and the servers it starts) inherit.
 */
function e2eServers(): E2eServer[] {
  const { E2E_PORT: explicit, E2E_PORTS: picked } = process.env;
  const pairs = (ports: number[]) =>
    Array.from({ length: E2E_WORKERS }, (_, i) => ({
      server: ports[2 * i] ?? 0,
      sandbox: ports[2 * i + 1] ?? 0,
    }));
  if (explicit) return pairs(Array.from({ length: 2 * E2E_WORKERS }, (_, i) => Number(explicit) + i));
  if (picked) return pairs(picked.split(',').map(Number));
  const ports = freePorts(2 * E2E_WORKERS);
  process.env.E2E_PORTS = ports.join(',');
  return pairs(ports);
}

export const E2E_SERVERS = e2eServers();
/**
 * This process's pair: a Playwright worker's by its parallel index (distinct among the workers
 * running at once, and kept by a worker that replaces a failed one), the first in the main process.
 */
const mine = E2E_SERVERS[Number(process.env.TEST_PARALLEL_INDEX ?? 0) % E2E_SERVERS.length] ?? E2E_SERVERS[0];
export const E2E_PORT = mine?.server ?? 0;
export const E2E_SANDBOX_PORT = mine?.sandbox ?? 0;
