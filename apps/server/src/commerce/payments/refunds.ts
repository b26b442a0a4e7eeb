import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PaymentGatewayError } from '../../modules/payments/payment-gateway';
import type { SiteGateways } from '../../modules/payments/site-gateways';
import { creditWallet } from '../../modules/wallet/wallet.ledger';
import type { Db, DbOrTx } from '../../platform/db/client';
import { raiseAttention } from '../attention/attention.service';
import type { JobKind, JobQueue } from '../jobs/job-queue';
import { type MailJobs, REFUND_PAID_MAIL } from '../mail/send-mail';
import { recordOrderEvent } from '../orders/order-events';
import type { PaymentRow } from './payments.schema';
import { type RefundRow, refunds } from './refunds.schema';

export type RefundRequest = {
  siteId: string;
  orderId: string;
  /** the buyer it is owed to (the order's), whose wallet a wallet refund credits */
  userId: string;
  /** the item whose money it is, when it is one item's (decision 0058) */
  orderItemId?: string | null;
  /** the payment it returns, the way it came: to the wallet, or to the card at its gateway */
  payment: Pick<PaymentRow, 'id' | 'method'>;
  /** paise, positive */
  amount: number;
  reason: string;
  /** once-only key: the gateway refund's merchant transaction id, or the wallet credit's ledger reference */
  reference: string;
  /** what the buyer reads on the wallet statement */
  description: string;
  createdById?: string | null;
};

/** A refund's move on its order's timeline. */
const recordRefund = (db: DbOrTx, refund: RefundRow) =>
  recordOrderEvent(db, {
    siteId: refund.siteId,
    orderId: refund.orderId,
    event: `refund:${refund.state}`,
    note: `to the ${refund.method === 'wallet' ? 'wallet' : 'card'}: ${refund.lastError ?? refund.reason}`,
    data: { refundId: refund.id, amount: refund.amount },
  });

/** Not settled yet: the job asks again later (a retry with back-off), which is what we want. */
class NotSettledYet extends Error {}

/**
 * Refunds as rows, sent and settled by a job (decision 0027). A wallet refund is the ledger credit
 * itself, settled in the caller's transaction; a gateway refund is a row and a `send-refund` job in
 * that same transaction, so money owed back can never be forgotten between the two.
 */
export function createRefunds({
  db,
  gateways,
  jobs,
  mails,
  log,
}: {
  db: Db;
  /** a refund goes back through the account of the payment's site (decision 0043) */
  gateways: SiteGateways;
  jobs: () => JobQueue;
  /** the buyer's mail when a card refund is paid (a wallet refund is told by the mail of its cause) */
  mails: MailJobs;
  log: FastifyBaseLogger;
}) {
  const find = async (id: string) => (await db.select().from(refunds).where(eq(refunds.id, id)))[0];
  const move = async (id: string, from: RefundRow['state'][], set: Partial<RefundRow>, tx: DbOrTx = db) => {
    const moved = await tx
      .update(refunds)
      .set(set)
      .where(and(eq(refunds.id, id), inArray(refunds.state, from)))
      .returning();
    for (const refund of moved) await recordRefund(tx, refund);
    return moved;
  };

  async function refused(refund: RefundRow, why: string) {
    await move(refund.id, ['requested', 'sent'], { state: 'failed', lastError: why });
    await raiseAttention(db, {
      siteId: refund.siteId,
      orderId: refund.orderId,
      kind: 'refund-failed',
      summary: `A refund to the card (${refund.reason}) did not go through.`,
      tried: `refund ${refund.reference} of ${refund.amount} (minor units): ${why}`,
      actions: ['retry', 'resolve'],
    });
  }

  /** Sends a gateway refund once and follows it until the gateway says it is paid. */
  const sendRefund: JobKind<{ refundId: string }> = {
    name: 'send-refund',
    // From 30 s doubling: about eight hours of asking before a person is told.
    retryLimit: 10,
    retryDelaySeconds: 30,
    async handler({ refundId }) {
      const refund = await find(refundId);
      if (!refund || refund.state === 'settled' || refund.state === 'failed') return;
      const gateway = await gateways.forPayment(refund.siteId);
      // Asked first, so a refund sent by a run that crashed before recording it is not sent twice.
      let status = await gateway.status(refund.reference);
      if (status.state === 'notFound') {
        try {
          status = await gateway.refund({
            refundId: refund.reference,
            orderId: refund.paymentId,
            amount: refund.amount,
            callbackUrl: 'http://127.0.0.1/unused',
          });
        } catch (error) {
          if (error instanceof PaymentGatewayError && error.kind === 'rejected')
            return refused(refund, error.message);
          throw error;
        }
      }
      if (status.state === 'failed') return refused(refund, `the gateway answered ${status.code}`);
      if (status.state === 'paid') {
        // Settled and the buyer's mail queued together: a crash between them cannot lose the mail.
        await db.transaction(async (tx) => {
          const paid = { state: 'settled' as const, settledAt: new Date() };
          const [settled] = await move(refund.id, ['requested', 'sent'], paid, tx);
          if (settled)
            await mails.send(tx, {
              event: REFUND_PAID_MAIL,
              siteId: settled.siteId,
              orderId: settled.orderId,
              about: settled.id,
            });
        });
        return;
      }
      await move(refund.id, ['requested'], { state: 'sent' });
      throw new NotSettledYet(`refund ${refund.reference} is ${status.state} at the gateway`);
    },
    async exhausted({ refundId }, error) {
      const refund = await find(refundId);
      if (!refund || refund.state === 'settled') return;
      log.error({ err: error, refundId }, 'refund not settled after every retry');
      await raiseAttention(db, {
        siteId: refund.siteId,
        orderId: refund.orderId,
        kind: 'refund-failed',
        summary: `A refund to the card (${refund.reason}) is still not confirmed by the gateway.`,
        tried: `refund ${refund.reference}: ${String(error)}`,
        actions: ['retry', 'resolve'],
      });
    },
  };

  return {
    kinds: [sendRefund],

    /**
     * Owes money back, the way it came, exactly once per reference. Call it inside the transaction
     * of the state change that owes it; answers the refund (a new one, or the one already owed).
     */
    async request(tx: DbOrTx, request: RefundRequest): Promise<RefundRow> {
      const [created] = await tx
        .insert(refunds)
        .values({
          siteId: request.siteId,
          orderId: request.orderId,
          orderItemId: request.orderItemId ?? null,
          userId: request.userId,
          method: request.payment.method,
          amount: request.amount,
          reason: request.reason,
          reference: request.reference,
          paymentId: request.payment.id,
          ...(request.payment.method === 'wallet'
            ? { state: 'settled' as const, settledAt: new Date() }
            : {}),
        })
        .onConflictDoNothing({ target: [refunds.siteId, refunds.reference] })
        .returning();
      // A wallet refund is its ledger credit, made with the row and pointing at it.
      if (created?.method === 'wallet')
        await creditWallet(tx, {
          siteId: request.siteId,
          userId: request.userId,
          amount: request.amount,
          kind: 'refund',
          reference: request.reference,
          description: request.description,
          createdById: request.createdById ?? null,
          orderId: request.orderId,
          refundId: created.id,
        });
      if (created) await recordRefund(tx, created);
      if (created?.method === 'gateway')
        await jobs().send(sendRefund, { refundId: created.id }, { key: created.id, tx });
      if (created) return created;
      const [existing] = await tx
        .select()
        .from(refunds)
        .where(and(eq(refunds.siteId, request.siteId), eq(refunds.reference, request.reference)));
      if (!existing) throw new Error(`refund ${request.reference} neither made nor found`);
      return existing;
    },

    /** Staff's retry of a refund that failed: back to requested, and sent again. */
    async retry(siteId: string, refundId: string) {
      const [row] = await db
        .update(refunds)
        .set({ state: 'requested', lastError: null })
        .where(and(eq(refunds.id, refundId), eq(refunds.siteId, siteId), eq(refunds.state, 'failed')))
        .returning();
      if (row) await jobs().send(sendRefund, { refundId: row.id }, { key: row.id });
      return row;
    },

    ofOrder: (siteId: string, orderId: string) =>
      db
        .select()
        .from(refunds)
        .where(and(eq(refunds.siteId, siteId), eq(refunds.orderId, orderId))),
  };
}
export type Refunds = ReturnType<typeof createRefunds>;
