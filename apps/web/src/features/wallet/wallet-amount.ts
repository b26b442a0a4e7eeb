import { WALLET_MAX_ENTRY } from '@app/contracts';

/** '5,000.50' or '5000' → paise; undefined when it is not a positive amount with at most two decimals. */
export function rupeesToPaise(input: string): number | undefined {
  const cleaned = input.replaceAll(',', '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return undefined;
  const paise = Math.round(Number(cleaned) * 100);
  return paise > 0 ? paise : undefined;
}

export function amountError(input: string): string | undefined {
  const paise = rupeesToPaise(input);
  if (input.trim() === '') return 'This is required field.';
  if (paise === undefined) return 'Enter an amount in rupees, like 5000 or 5000.50';
  if (paise > WALLET_MAX_ENTRY) return 'At most ₹10,00,000 at a time';
  return undefined;
}
