import { Stack } from '@mui/material';
import { useState } from 'react';
import { PageTitle } from '../../ui/PageTitle';
import { SectionCard } from '../../ui/SectionCard';
import { useMyPayments, useMyWallet } from './api/wallet';
import { PaymentsTable } from './PaymentsTable';
import { WalletEntriesTable } from './WalletEntriesTable';
import { WalletMonthlyChart } from './WalletMonthlyChart';
import { WalletSummary } from './WalletSummary';

/** /user/transactionHistory: the customer's own wallet, its months and their payments. */
export function TransactionHistoryPage() {
  const [page, setPage] = useState(1);
  const [paymentsPage, setPaymentsPage] = useState(1);
  const wallet = useMyWallet(page);
  const payments = useMyPayments(paymentsPage);
  return (
    <>
      <PageTitle title="Wallet" subtitle="Your wallet balance, transactions and payments." />
      <Stack spacing={2}>
        <WalletSummary owner={wallet.data?.owner} />
        <SectionCard title="Transactions">
          <WalletEntriesTable data={wallet.data} onPage={setPage} />
        </SectionCard>
        <SectionCard title="Monthly details">
          <WalletMonthlyChart />
        </SectionCard>
        <SectionCard title="Payments">
          <PaymentsTable data={payments.data} onPage={setPaymentsPage} />
        </SectionCard>
      </Stack>
    </>
  );
}
