import type { SandboxConfig } from '../config';
import type { Faults } from '../faults';
import type { PricingContext } from './fares';
import type { Inventory } from './inventory';
import type { RouteNetwork } from './routes-network';
import type { SandboxStore, Trace } from './store';

/** Shared state of one sandbox instance. */
export type Air = {
  config: SandboxConfig;
  network: RouteNetwork;
  inventory: Inventory;
  store: SandboxStore;
  /** Keeps what the last call changed, before it is answered (a no-op without a data folder). */
  persist(): void;
};

/** What one request's handler gets: the clock read once, its faults and its trace lookup. */
export type Call = {
  nowMs: number;
  faults: Faults;
  pricing: PricingContext;
  trace(id: string): Trace;
};
