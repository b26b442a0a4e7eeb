import { createHash } from 'node:crypto';

/**
 * A gateway's server-to-server notice about a payment as PhonePe sends it: the base64 `response`
 * and its X-VERIFY under the account's salt (`sha256(response + saltKey)###saltIndex`).
 */
export function gatewayNotice(paymentId: string, account: { saltKey: string; saltIndex: number }) {
  const response = Buffer.from(
    JSON.stringify({ success: true, data: { merchantTransactionId: paymentId } }),
  ).toString('base64');
  const hash = createHash('sha256')
    .update(response + account.saltKey)
    .digest('hex');
  return { body: { response }, headers: { 'x-verify': `${hash}###${account.saltIndex}` } };
}
