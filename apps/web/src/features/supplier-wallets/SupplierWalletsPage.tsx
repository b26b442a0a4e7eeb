import { MSG } from '@app/contracts';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Paper, Skeleton } from '@mui/material';
import { EmptyState } from '../../ui/EmptyState';
import { PageTitle } from '../../ui/PageTitle';
import { useSupplierWallets } from './api/supplier-wallets';
import { SupplierWalletCard } from './SupplierWalletCard';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } } as const;

/** /staff/supplier-wallets (Transactions → Supplier wallets): top up a supplier before it runs out. */
export function SupplierWalletsPage() {
  const wallets = useSupplierWallets();
  return (
    <>
      <PageTitle
        title="Supplier wallets"
        subtitle="What the site holds with each flight supplier, and how long it lasts at recent spend."
        actions={
          <Button
            variant="outlined"
            startIcon={<RefreshIcon />}
            onClick={() => void wallets.refetch()}
            disabled={wallets.isFetching}
          >
            {wallets.isFetching && !wallets.isPending ? 'Refreshing…' : 'Refresh'}
          </Button>
        }
      />
      {wallets.isPending ? (
        <Box sx={grid} aria-busy="true" aria-label="Loading the supplier wallets">
          <Skeleton variant="rounded" height={360} />
          <Skeleton variant="rounded" height={360} />
        </Box>
      ) : wallets.isError ? (
        <Paper>
          <EmptyState title={MSG.somethingWrong} message="The supplier wallets could not be loaded." />
        </Paper>
      ) : wallets.data.length === 0 ? (
        <Paper>
          <EmptyState title={MSG.noResults} />
        </Paper>
      ) : (
        <Box sx={grid}>
          {wallets.data.map((wallet) => (
            <SupplierWalletCard key={wallet.supplier} wallet={wallet} />
          ))}
        </Box>
      )}
    </>
  );
}
