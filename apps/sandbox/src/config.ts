export type SandboxConfig = {
  /** Everything generated (schedules, loads, fares, PNRs) is a function of this seed. */
  seed: string;
  credentials: { clientId: string; userName: string; password: string };
  traceTtlSeconds: number;
  /** Global faults, same syntax as the x-sandbox-faults header. */
  faults: string;
  now: () => Date;
  logLevel: string;
};

export const DEFAULT_CONFIG: SandboxConfig = {
  seed: 'sandbox',
  credentials: { clientId: 'ApiIntegrationNew', userName: 'flightdeals', password: 'Flight@123' },
  traceTtlSeconds: 900,
  faults: '',
  now: () => new Date(),
  logLevel: 'warn',
};
