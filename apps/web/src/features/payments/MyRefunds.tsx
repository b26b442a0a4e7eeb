import { PAYMENT_RECORDS_MSG, type RefundMethod } from '@app/contracts';
import { Divider, Stack } from '@mui/material';
import { useState } from 'react';
import { Pager } from '../../ui/Pager';
import { useMyRefunds } from './api/payment-records';
import { QueryList } from './QueryList';
import { RefundLine } from './RefundLine';

/**
 * The signed-in user's own refunds, a page at a time, newest first, each with where it went, how
 * far it got and its order (decision 0058): every one on Payments, the wallet's own on Wallet.
 */
export function MyRefunds({ method, emptyMessage }: { method?: RefundMethod; emptyMessage: string }) {
  const [page, setPage] = useState(1);
  const refunds = useMyRefunds(page, method);
  return (
    <QueryList
      query={refunds}
      rows={2}
      empty={{ title: PAYMENT_RECORDS_MSG.refundsEmptyTitle, message: emptyMessage }}
    >
      {(data) => (
        <Stack spacing={1.5} divider={<Divider flexItem />}>
          {data.records.map((refund) => (
            <RefundLine
              key={refund.id}
              refund={refund}
              order={{
                id: refund.orderId,
                reference: refund.orderReference,
                productKind: refund.productKind,
              }}
            />
          ))}
          <Pager count={data.totalPages} page={data.currentPage} onPage={setPage} />
        </Stack>
      )}
    </QueryList>
  );
}
