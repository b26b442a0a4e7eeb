import { SUPPLIER_LOW_COVER_DAYS, SUPPLIER_SPEND_DAYS, type SupplierWallet } from '@app/contracts';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Alert, Box, Card, CardContent, CardHeader, Chip, Stack } from '@mui/material';
import { siteTime } from '../../app/site-locale';
import { Figure } from '../../ui/Figure';
import { formatRupees } from '../flights/format';
import { formatCount } from '../reports/dashboard-format';
import { SupplierSpendChart } from './SupplierSpendChart';

/** '12.5 days'; without spend the balance lasts indefinitely, and unknown is unknown. */
export function coverText(wallet: Pick<SupplierWallet, 'daysOfCover' | 'balance'>) {
  if (!wallet.balance) return '—';
  if (wallet.daysOfCover === null) return 'No recent spend';
  return `${wallet.daysOfCover} ${wallet.daysOfCover === 1 ? 'day' : 'days'}`;
}

const figures = {
  m: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
} as const;

/** One supplier: its live balance (or why it could not be read), this month's spend, days of cover. */
export function SupplierWalletCard({ wallet }: { wallet: SupplierWallet }) {
  const { balance, month } = wallet;
  return (
    <Card component="section" variant="outlined" aria-label={`${wallet.supplier} wallet`}>
      <CardHeader
        title={wallet.supplier}
        subheader={`Read at ${siteTime(wallet.fetchedAt).format('DD MMM YYYY, HH:mm')}`}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          wallet.lowBalance && (
            <Chip
              color="warning"
              icon={<WarningAmberIcon />}
              label="Low balance"
              title={`Covers less than ${SUPPLIER_LOW_COVER_DAYS} days of the last ${SUPPLIER_SPEND_DAYS} days' average spend`}
            />
          )
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          {balance ? (
            <Box component="dl" sx={figures}>
              <Figure label="Balance" value={formatRupees(balance.cashBalance)} hint="deposit left" />
              <Figure
                label="Credit"
                value={formatRupees(balance.creditBalance)}
                hint={balance.agencyType === 'credit' ? 'credit line open' : 'no credit line'}
              />
            </Box>
          ) : (
            <Alert severity="error" role="alert">
              {wallet.error}
            </Alert>
          )}
          <Box component="dl" sx={figures}>
            <Figure
              label="This month's spend"
              value={formatRupees(month.supplierCost)}
              hint={`${formatCount(month.ticketedBookings)} ${month.ticketedBookings === 1 ? 'ticket' : 'tickets'}`}
            />
            <Figure
              label="Average a day"
              value={formatRupees(wallet.averageDailySpend)}
              hint={`last ${SUPPLIER_SPEND_DAYS} days`}
            />
            <Figure label="Days of cover" value={coverText(wallet)} hint="at that average" />
          </Box>
          <SupplierSpendChart daily={wallet.daily} />
        </Stack>
      </CardContent>
    </Card>
  );
}
