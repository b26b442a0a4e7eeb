import { SUPPLIER_LOW_COVER_DAYS } from '@app/contracts';

/**
 * How long a supplier balance lasts at the average daily spend, and whether that is too short
 * (the rule the contract's lowBalance documents). Paise in, days out (one decimal, rounded down so
 * the page never promises a day that is not there).
 */
export function balanceCover(
  available: number | null,
  averageDailySpend: number,
): { daysOfCover: number | null; lowBalance: boolean } {
  if (available === null) return { daysOfCover: null, lowBalance: false };
  if (available <= 0) return { daysOfCover: 0, lowBalance: true };
  if (averageDailySpend <= 0) return { daysOfCover: null, lowBalance: false };
  const days = available / averageDailySpend;
  return { daysOfCover: Math.floor(days * 10) / 10, lowBalance: days < SUPPLIER_LOW_COVER_DAYS };
}
