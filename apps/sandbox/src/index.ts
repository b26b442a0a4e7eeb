import { loadAirports } from '@app/travel-data';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type FaultState, registerAirRoutes } from './air/air.routes';
import { BOOKINGS_FILE, bookingsFileOf, readBookingsFile } from './air/booking-file';
import { Inventory } from './air/inventory';
import { RouteNetwork } from './air/routes-network';
import { registerSeatsControl } from './air/seats-control';
import { SandboxStore } from './air/store';
import { DEFAULT_CONFIG, type SandboxConfig } from './config';
import { parseFaults } from './faults';
import { CallbackSender } from './pay/callback';
import { registerPayRoutes } from './pay/pay.routes';
import { PAYMENTS_FILE, paymentsFileOf, readPaymentsFile } from './pay/payments-file';
import { PayStore } from './pay/store';
import { StateDir } from './state-dir';

export type { SandboxConfig } from './config';

/** Every setting optional; `pay` field by field, so one env variable can override one credential. */
export type SandboxOptions = Partial<Omit<SandboxConfig, 'pay'>> & { pay?: Partial<SandboxConfig['pay']> };

const defined = <T extends object>(value: T | undefined): Partial<T> =>
  Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;

const faultsBody = z.object({ faults: z.string() });

/**
 * A TBO-style air supplier on real airport and airline data, deterministic for a seed, and a
 * PhonePe-style hosted payment gateway.
 */
export async function buildSandbox(config: SandboxOptions = {}): Promise<FastifyInstance> {
  const given = defined(config);
  const cfg: SandboxConfig = {
    ...DEFAULT_CONFIG,
    ...given,
    credentials: { ...DEFAULT_CONFIG.credentials, ...config.credentials },
    pay: { ...DEFAULT_CONFIG.pay, ...defined(config.pay) },
  };
  const network = new RouteNetwork(await loadAirports(), cfg.seed);
  const store = new SandboxStore(cfg.seed, cfg.traceMaxBytes, cfg.bookingsKept);
  const payStore = new PayStore(cfg.paymentsKept);
  // Taken before anything is served: a second sandbox on the same folder stops here.
  const state = cfg.dataDir ? StateDir.open(cfg.dataDir) : undefined;

  // Closing drops every connection, held ones too: a request a fault keeps unanswered never blocks it.
  const app = Fastify({ logger: { level: cfg.logLevel }, bodyLimit: 1_048_576, forceCloseConnections: true });
  const nowMs = () => cfg.now().getTime();
  try {
    state?.read(BOOKINGS_FILE, (raw) => store.restore(readBookingsFile(raw, network)), app.log, nowMs());
    state?.read(PAYMENTS_FILE, (raw) => payStore.restore(readPaymentsFile(raw)), app.log, nowMs());
  } catch (error) {
    // The folder itself cannot be read (permissions): let it go for whoever fixes it.
    state?.close();
    throw error;
  }
  /** Writes a store's file when the store changed since it was last written. */
  const keeper = (revision: () => number, write: (dir: StateDir) => void) => {
    let saved = revision();
    return () => {
      if (!state || revision() === saved) return;
      write(state);
      saved = revision();
    };
  };
  const air = {
    config: cfg,
    network,
    inventory: new Inventory(network),
    store,
    persist: keeper(
      () => store.revision,
      (dir) => dir.write(BOOKINGS_FILE, bookingsFileOf(store.state())),
    ),
  };
  const faults: FaultState = { global: parseFaults(cfg.faults) };

  registerAirRoutes(app, air, faults);
  registerSeatsControl(app, air);
  const callbacks = new CallbackSender(app.log);
  const persistPayments = keeper(
    () => payStore.revision,
    (dir) => dir.write(PAYMENTS_FILE, paymentsFileOf(payStore.state())),
  );
  registerPayRoutes(app, { config: cfg, store: payStore, callbacks, persist: persistPayments }, faults);
  // Expired traces go when no one searches too, so an idle sandbox gives their memory back.
  const sweep = setInterval(() => air.store.purgeTraces(nowMs()), 30_000).unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await callbacks.close();
    state?.close();
  });

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
