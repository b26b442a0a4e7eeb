import { type MyPayment, PAYMENT_RECORDS_MSG } from '@app/contracts';
import { Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { siteTime } from '../../app/site-locale';
import { formatSiteMoney } from '../../app/site-money';
import { EmptyState } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { PageTitle } from '../../ui/PageTitle';
import { SectionCard } from '../../ui/SectionCard';
import { useMyOrderPayments, useMyPayments } from './api/payment-records';
import { WHEN } from './GatewayTransactionsPage';
import { MyRefunds } from './MyRefunds';
import { METHOD_LABELS, orderPagePath, StateChip } from './payment-labels';
import { QueryList } from './QueryList';
import { RefundLine } from './RefundLine';

/**
 * /payments and /user/payments/:orderId?: the signed-in user's own payments and refunds (to the
 * wallet or the card, each with how far it got: decision 0058), or one order's.
 */
export function MyPaymentsPage() {
  const { orderId } = useParams();
  return orderId ? <OrderPayments orderId={orderId} /> : <AllMyPayments />;
}

function AllMyPayments() {
  const [page, setPage] = useState(1);
  const payments = useMyPayments(page);
  return (
    <>
      <PageTitle
        title="Payments"
        subtitle="What you paid for your bookings, by wallet or online, and what came back to you, newest first."
      />
      <Stack spacing={3}>
        <SectionCard title="Payments">
          <QueryList
            query={payments}
            empty={{ title: PAYMENT_RECORDS_MSG.myEmptyTitle, message: PAYMENT_RECORDS_MSG.myEmptyBody }}
          >
            {(data) => (
              <Stack spacing={2}>
                {data.records.map((payment) => (
                  <PaymentCard key={payment.id} payment={payment} linked />
                ))}
                <Pager count={data.totalPages} page={data.currentPage} onPage={setPage} />
              </Stack>
            )}
          </QueryList>
        </SectionCard>
        <SectionCard title="Refunds">
          <MyRefunds emptyMessage={PAYMENT_RECORDS_MSG.refundsEmptyBody} />
        </SectionCard>
      </Stack>
    </>
  );
}

function PaymentCard({ payment, linked = false }: { payment: MyPayment; linked?: boolean }) {
  const title = `Order ${payment.orderReference}`;
  return (
    <Paper component="article" aria-label={`Payment for ${title}`} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
        <Typography component="h3" variant="subtitle1" sx={{ flexGrow: 1, fontWeight: 600 }}>
          {linked ? (
            <Link component={RouterLink} to={`/user/payments/${encodeURIComponent(payment.orderId)}`}>
              {title}
            </Link>
          ) : (
            METHOD_LABELS[payment.method]
          )}
        </Typography>
        <StateChip state={payment.state} />
        <Typography sx={{ fontWeight: 600 }} data-testid="payment-amount">
          {formatSiteMoney(payment.amount)}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {linked && `${METHOD_LABELS[payment.method]} · `}
        {siteTime(payment.createdAt).format(WHEN)}
        {payment.settledAt && ` · settled ${siteTime(payment.settledAt).format(WHEN)}`}
      </Typography>
    </Paper>
  );
}

function OrderPayments({ orderId }: { orderId: string }) {
  const found = useMyOrderPayments(orderId);
  const back = (
    <Button component={RouterLink} to="/payments">
      All payments
    </Button>
  );
  if (found.isPending) return <PageSkeleton rows={3} />;
  if (found.isError)
    return (
      <>
        <PageTitle title="Payments" />
        <Paper>
          <EmptyState
            title={PAYMENT_RECORDS_MSG.orderNotFound}
            message="Only your own orders' payments are shown here."
            action={back}
          />
        </Paper>
      </>
    );
  const { order, payments, refunds } = found.data;
  return (
    <>
      <PageTitle
        title={`Payments of order ${order.reference}`}
        subtitle={`${formatSiteMoney(order.amount)} · ordered ${siteTime(order.createdAt).format(WHEN)}`}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {back}
            <Button variant="outlined" component={RouterLink} to={orderPagePath(order.id, order.productKind)}>
              View the order
            </Button>
          </Box>
        }
      />
      <Stack spacing={2}>
        <SectionCard title="Payments">
          {payments.length === 0 ? (
            <EmptyState title="No payment yet" message="This order has not been paid." />
          ) : (
            <Stack spacing={1.5}>
              {payments.map((payment) => (
                <PaymentCard key={payment.id} payment={payment} />
              ))}
            </Stack>
          )}
        </SectionCard>
        {refunds.length > 0 && (
          <SectionCard title="Refunds">
            <Stack spacing={1.5}>
              {refunds.map((refund) => (
                <Paper key={refund.id} variant="outlined" sx={{ p: 2 }}>
                  <RefundLine refund={refund} />
                </Paper>
              ))}
            </Stack>
          </SectionCard>
        )}
      </Stack>
    </>
  );
}
