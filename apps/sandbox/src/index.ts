import { loadAirports } from '@app/travel-data';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type FaultState, registerAirRoutes } from './air/air.routes';
import { Inventory } from './air/inventory';
import { RouteNetwork } from './air/routes-network';
import { SandboxStore } from './air/store';
import { DEFAULT_CONFIG, type SandboxConfig } from './config';
import { parseFaults } from './faults';

export type { SandboxConfig } from './config';

const faultsBody = z.object({ faults: z.string() });

/** A TBO-style air supplier on real airport and airline data; deterministic for a seed. */
export async function buildSandbox(config: Partial<SandboxConfig> = {}): Promise<FastifyInstance> {
  const given = Object.fromEntries(Object.entries(config).filter(([, v]) => v !== undefined));
  const cfg: SandboxConfig = {
    ...DEFAULT_CONFIG,
    ...given,
    credentials: { ...DEFAULT_CONFIG.credentials, ...config.credentials },
  };
  const network = new RouteNetwork(await loadAirports(), cfg.seed);
  const air = { config: cfg, network, inventory: new Inventory(network), store: new SandboxStore(cfg.seed) };
  const faults: FaultState = { global: parseFaults(cfg.faults) };

  const app = Fastify({ logger: { level: cfg.logLevel }, bodyLimit: 1_048_576 });
  registerAirRoutes(app, air, faults);

  app.get('/_sandbox/health', async () => ({ ok: true }));
  app.post('/_sandbox/faults', async (request, reply) => {
    const parsed = faultsBody.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ ok: false, error: 'Body must be {"faults": string}.' });
    faults.global = parseFaults(parsed.data.faults);
    return { ok: true, faults: parsed.data.faults };
  });
  return app;
}
