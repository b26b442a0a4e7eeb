import type { TboOperation } from '@app/tbo-air';

/** Parsed faults: name → value ('' when given without `=value`). */
export type Faults = Map<string, string>;

export const FAULT_NAMES = [
  'latency',
  'error',
  'invalidSession',
  'expireTrace',
  'priceChange',
  'timeChange',
  'timeout',
  'lostAnswer',
  'http500',
  'garbage',
  'malformed',
  'realShapes',
  'bookingStatus',
  'payPending',
  'payDeclined',
  'badSignature',
  'unsigned',
  'changeMinutes',
  'results',
  'passwordExpired',
  'documents',
] as const;

/** `latency=200,error=Search` → Map { latency → '200', error → 'Search' }; unknown names are kept but inert. */
export function parseFaults(text: string | undefined | null): Faults {
  const faults: Faults = new Map();
  for (const part of (text ?? '').split(',')) {
    const item = part.trim();
    if (!item) continue;
    const eq = item.indexOf('=');
    if (eq === -1) faults.set(item, '');
    else faults.set(item.slice(0, eq).trim(), item.slice(eq + 1).trim());
  }
  return faults;
}

/** Per-request faults override the global ones of the same name. */
export function mergeFaults(global: Faults, request: Faults): Faults {
  return new Map([...global, ...request]);
}

export function faultNumber(faults: Faults, name: string, fallback: number): number {
  const value = faults.get(name);
  if (value === undefined) return fallback;
  const n = Number(value);
  return value !== '' && Number.isFinite(n) ? n : fallback;
}

/** `error` or `lostAnswer` hits every operation; `error=Search` only that one, `error=Book|Ticket` those. */
export function faultApplies(faults: Faults, name: 'error' | 'lostAnswer', operation: TboOperation): boolean {
  const value = faults.get(name);
  if (value === undefined) return false;
  return value === '' || value.split('|').some((op) => op.toLowerCase() === operation.toLowerCase());
}
