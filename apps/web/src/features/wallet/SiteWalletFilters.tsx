import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, MenuItem, Paper } from '@mui/material';
import { useForm } from 'react-hook-form';
import { FormDateField } from '../../ui/form/FormDateField';
import { FormTextField } from '../../ui/form/FormTextField';
import {
  EMPTY_SITE_WALLET_FILTERS,
  type SiteWalletFilterForm,
  siteWalletFilterForm,
} from './site-wallet-filters';

/** Dates typed as dd/MM/yyyy, credit or debit, and part of a customer's name or e-mail. */
export function SiteWalletFilters({ onApply }: { onApply: (filters: SiteWalletFilterForm) => void }) {
  const form = useForm<SiteWalletFilterForm>({
    resolver: zodResolver(siteWalletFilterForm),
    defaultValues: EMPTY_SITE_WALLET_FILTERS,
  });
  const clear = () => {
    form.reset(EMPTY_SITE_WALLET_FILTERS);
    onApply(EMPTY_SITE_WALLET_FILTERS);
  };
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <Box
        component="form"
        noValidate
        aria-label="Wallet transaction filters"
        onSubmit={form.handleSubmit(onApply)}
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        <FormDateField control={form.control} name="fromDate" label="From date" />
        <FormDateField control={form.control} name="toDate" label="To date" />
        <FormTextField control={form.control} name="type" label="Credit or debit" select>
          <MenuItem value="">Credits and debits</MenuItem>
          <MenuItem value="credit">Credits</MenuItem>
          <MenuItem value="debit">Debits</MenuItem>
        </FormTextField>
        <FormTextField control={form.control} name="customer" label="Customer name or e-mail" />
        <Box sx={{ display: 'flex', gap: 1, gridColumn: '1 / -1' }}>
          <Button type="submit" variant="contained">
            Apply
          </Button>
          <Button onClick={clear}>Clear</Button>
        </Box>
      </Box>
    </Paper>
  );
}
