import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The PhonePe PG v1 signing rules. Every X-VERIFY is `sha256hex(text + saltKey) + '###' + saltIndex`;
 * only the signed text differs by message. Kept free of sandbox types so the rules read as a spec.
 */

export const X_VERIFY_SEPARATOR = '###';

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const sign = (text: string, saltKey: string, saltIndex: number) =>
  `${sha256Hex(text + saltKey)}${X_VERIFY_SEPARATOR}${saltIndex}`;

/** Pay and refund requests: the base64 `request` field exactly as sent, then the API path. */
export function payChecksum(base64Payload: string, path: string, saltKey: string, saltIndex: number): string {
  return sign(base64Payload + path, saltKey, saltIndex);
}

/** Status requests: the path alone, `/pg/v1/status/{merchantId}/{merchantTransactionId}`. */
export function statusChecksum(
  merchantId: string,
  merchantTransactionId: string,
  saltKey: string,
  saltIndex: number,
): string {
  return sign(statusPath(merchantId, merchantTransactionId), saltKey, saltIndex);
}

/**
 * Gateway → merchant: the S2S callback signs its base64 `response` field; API answers sign the raw
 * JSON body text as sent. Either way the merchant must hash the bytes it received, never a re-serialisation.
 */
export function responseChecksum(text: string, saltKey: string, saltIndex: number): string {
  return sign(text, saltKey, saltIndex);
}

export function statusPath(merchantId: string, merchantTransactionId: string): string {
  return `/pg/v1/status/${merchantId}/${merchantTransactionId}`;
}

/** Constant-time, so a wrong guess tells nothing about how much of the hash was right. */
export function checksumMatches(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given.trim().toLowerCase(), 'utf8');
  const b = Buffer.from(expected.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export const toBase64Json = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
