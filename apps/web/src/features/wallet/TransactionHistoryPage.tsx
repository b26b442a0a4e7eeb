import { mayPayByWallet, PAYMENT_RECORDS_MSG } from '@app/contracts';
import { Stack } from '@mui/material';
import { useState } from 'react';
import { useCurrentUser } from '../../app/store';
import { PageTitle } from '../../ui/PageTitle';
import { SectionCard } from '../../ui/SectionCard';
import { MyRefunds } from '../payments/MyRefunds';
import { MyDeposits } from '../wallet-deposits/MyDeposits';
import { TopUpCard } from '../wallet-top-up/TopUpCard';
import { useMyPayments, useMyWallet } from './api/wallet';
import { PaymentsTable } from './PaymentsTable';
import { WalletEntriesTable } from './WalletEntriesTable';
import { WalletMonthlyChart } from './WalletMonthlyChart';
import { WalletSummary } from './WalletSummary';

/**
 * /user/transactionHistory: the customer's own wallet, its months, the refunds paid into it
 * (decision 0058) and their payments; an agency or corporate also adds money to it here, online or
 * by bank transfer (decision 0054).
 */
export function TransactionHistoryPage() {
  const [page, setPage] = useState(1);
  const [paymentsPage, setPaymentsPage] = useState(1);
  const wallet = useMyWallet(page);
  const payments = useMyPayments(paymentsPage);
  const funds = mayPayByWallet(useCurrentUser()?.userType);
  return (
    <>
      <PageTitle title="Wallet" subtitle="Your wallet balance, transactions and payments." />
      <Stack spacing={2}>
        <WalletSummary owner={wallet.data?.owner} />
        {funds && (
          <SectionCard
            title="Top up online"
            subheader="Pay on the gateway’s page; the money is in your wallet once it confirms."
          >
            <TopUpCard />
          </SectionCard>
        )}
        {funds && <MyDeposits />}
        <SectionCard title="Transactions">
          <WalletEntriesTable data={wallet.data} onPage={setPage} />
        </SectionCard>
        {/* Only the wallet's own: a booking paid by card is refunded to the card (Payments lists both). */}
        <SectionCard title="Refunds to your wallet">
          <MyRefunds method="wallet" emptyMessage={PAYMENT_RECORDS_MSG.walletRefundsEmptyBody} />
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
