import type { WalletEntryType } from '@app/contracts';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { PageTitle } from '../../ui/PageTitle';
import { SectionCard } from '../../ui/SectionCard';
import { useMyPermissions } from '../permissions/use-my-permissions';
import { useCustomerWallet } from './api/wallet';
import { DownloadBalancesButton } from './DownloadBalancesButton';
import { PnrSearch } from './PnrSearch';
import { SiteWalletEntries } from './SiteWalletEntries';
import { WalletEntriesTable } from './WalletEntriesTable';
import { WalletEntryDialog } from './WalletEntryDialog';
import { WalletMonthlyChart } from './WalletMonthlyChart';
import { WalletSummary } from './WalletSummary';

/**
 * /staff/walletReport: every wallet entry of the site, or with ?email= one customer's wallet and
 * staff entries; the balances download and the PNR look-up either way.
 */
export function WalletReportPage() {
  const [params, setParams] = useSearchParams();
  const email = (params.get('email') ?? '').trim().toLowerCase();
  const [input, setInput] = useState(email);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<WalletEntryType | null>(null);
  const wallet = useCustomerWallet(email, page);
  const { can } = useMyPermissions();
  // A customer opened from the site's list changes the link, not the box: keep the box in step.
  useEffect(() => {
    setInput(email);
    setPage(1);
  }, [email]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    setParams(input.trim() ? { email: input.trim() } : {});
  };
  const owner = wallet.data?.owner;

  return (
    <>
      <PageTitle
        title="Wallet transactions"
        subtitle="Every wallet entry of the site; find a customer by e-mail to see and change their wallet."
        actions={<DownloadBalancesButton />}
      />
      <Box
        component="form"
        onSubmit={search}
        role="search"
        sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}
      >
        <TextField
          size="small"
          type="email"
          label="Customer e-mail"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          sx={{ flex: '1 1 240px', maxWidth: 420 }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
          Find
        </Button>
        {email !== '' && (
          <Button onClick={() => setParams({})} sx={{ alignSelf: 'center' }}>
            All transactions
          </Button>
        )}
      </Box>
      <Stack spacing={2}>
        {email === '' ? (
          <SiteWalletEntries />
        ) : wallet.isError ? (
          <EmptyState title="Customer not found" message={wallet.error.message} />
        ) : (
          <>
            <WalletSummary
              owner={owner}
              actions={
                // Both entries go through the credit call; a deduction needs wallets.debit on top.
                can('wallets.credit') && (
                  <>
                    <Button variant="contained" onClick={() => setDialog('credit')}>
                      Add money
                    </Button>
                    {can('wallets.debit') && (
                      <Button variant="outlined" color="error" onClick={() => setDialog('debit')}>
                        Deduct
                      </Button>
                    )}
                  </>
                )
              }
            />
            <SectionCard title="Transactions">
              <WalletEntriesTable data={wallet.data} onPage={setPage} showCreator />
            </SectionCard>
            {owner && (
              <SectionCard title="Monthly details">
                <WalletMonthlyChart userId={owner.id} />
              </SectionCard>
            )}
            {owner && <WalletEntryDialog owner={owner} type={dialog} onClose={() => setDialog(null)} />}
          </>
        )}
        <SectionCard title="Find a transaction by PNR">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            The orders and wallet entries of a booking.
          </Typography>
          <PnrSearch />
        </SectionCard>
      </Stack>
    </>
  );
}
