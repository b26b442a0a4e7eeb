import { zodResolver } from '@hookform/resolvers/zod';
import { MenuItem } from '@mui/material';
import { useForm } from 'react-hook-form';
import { FilterForm } from '../../ui/form/FilterForm';
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
    <FilterForm
      label="Wallet transaction filters"
      onSubmit={form.handleSubmit(onApply)}
      clearLabel="Clear"
      onClear={clear}
      columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }}
      buttonsOnOwnRow
    >
      <FormDateField control={form.control} name="fromDate" label="From date" />
      <FormDateField control={form.control} name="toDate" label="To date" />
      <FormTextField control={form.control} name="type" label="Credit or debit" select>
        <MenuItem value="">Credits and debits</MenuItem>
        <MenuItem value="credit">Credits</MenuItem>
        <MenuItem value="debit">Debits</MenuItem>
      </FormTextField>
      <FormTextField control={form.control} name="customer" label="Customer name or e-mail" />
    </FilterForm>
  );
}
