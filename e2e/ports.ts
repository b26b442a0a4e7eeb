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

/**
 * The ports of the server and the sandbox the journeys start (their own, so a running dev server is
 * left alone). An explicit E2E_PORT is honoured, with the sandbox on the port after it; otherwise two
 * free ports are picked once, by the process that loads the config first, and written to the
 * environment, which Playwright's worker processes (and the servers it starts) inherit.
 */
function e2ePorts(): { server: number; sandbox: number } {
  const { E2E_PORT: explicit, E2E_SANDBOX_PORT: sandbox } = process.env;
  if (explicit) {
    const server = Number(explicit);
    return { server, sandbox: sandbox ? Number(sandbox) : server + 1 };
  }
  const [server = 0, picked = 0] = freePorts(2);
  process.env.E2E_PORT = String(server);
  process.env.E2E_SANDBOX_PORT = String(picked);
  return { server, sandbox: picked };
}

const ports = e2ePorts();
export const E2E_PORT = ports.server;
export const E2E_SANDBOX_PORT = ports.sandbox;
