export type SandboxConfig = {
  /** Everything generated (schedules, loads, fares, PNRs) is a function of this seed. */
  seed: string;
  credentials: { clientId: string; userName: string; password: string };
  traceTtlSeconds: number;
  /** Budget of the search traces kept, bytes: the least recently used go first beyond it. */
  traceMaxBytes: number;
  /**
   * PhonePe-style merchant account: the salt signs every request and answer (see pay/checksum.ts).
   * `displayName` is what the pay page shows the payer: PhonePe shows the name the merchant
   * registered at onboarding, and its pay request has no field to name another.
   */
  pay: { merchantId: string; saltKey: string; saltIndex: number; displayName: string };
  /** A hosted-page payment not completed within this many seconds fails with TIMED_OUT. */
  paymentTtlSeconds: number;
  /**
   * The agency's opening deposit with the supplier, rupees: GetAgencyBalance answers it less the net
   * fare of every ticket issued, plus the refunds of completed cancellations.
   */
  agencyDeposit: number;
  /** A credit line on top of the deposit, rupees; above zero the agency is a credit agency. */
  agencyCreditLimit: number;
  /** Global faults, same syntax as the x-sandbox-faults header. */
  faults: string;
  /**
   * Where the bookings and payments are kept across restarts (see state-dir.ts); unset keeps them
   * in memory only, as a test's sandbox does.
   */
  dataDir: string | undefined;
  /** Airline bookings kept (with their change requests): beyond it the oldest is forgotten. */
  bookingsKept: number;
  /** Gateway payments and refunds kept: beyond it the oldest is forgotten. */
  paymentsKept: number;
  now: () => Date;
  logLevel: string;
};

export const DEFAULT_CONFIG: SandboxConfig = {
  seed: 'sandbox',
  credentials: { clientId: 'ApiIntegrationNew', userName: 'flightdeals', password: 'Flight@123' },
  traceTtlSeconds: 900,
  // A developer's searches of the last 15 minutes fit many times over; a load test stays bounded.
  traceMaxBytes: 64 * 1024 * 1024,
  // A fixed, public test salt: sandbox signatures are reproducible and guard nothing.
  pay: {
    merchantId: 'FLIGHTDEALSUAT',
    saltKey: '099eb0cd-02cf-4e2a-8aca-3e6c6aff0399',
    saltIndex: 1,
    displayName: 'Flight Deals',
  },
  paymentTtlSeconds: 900,
  agencyDeposit: 5_000_000,
  agencyCreditLimit: 0,
  faults: '',
  dataDir: undefined,
  bookingsKept: 1000,
  paymentsKept: 2000,
  now: () => new Date(),
  logLevel: 'warn',
};
