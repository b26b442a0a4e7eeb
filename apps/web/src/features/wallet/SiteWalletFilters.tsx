import { MenuItem } from '@mui/material';
import { FilterForm } from '../../ui/form/FilterForm';
import { FormDateField } from '../../ui/form/FormDateField';
import { FormTextField } from '../../ui/form/FormTextField';
import { useFilterForm } from '../../ui/form/use-filter-form';
import {
  EMPTY_SITE_WALLET_FILTERS,
  type SiteWalletFilterForm,
  siteWalletFilterForm,
} from './site-wallet-filters';

/** Dates typed as dd/MM/yyyy, credit or debit, and part of a customer's name or e-mail. */
export function SiteWalletFilters({ onApply }: { onApply: (filters: SiteWalletFilterForm) => void }) {
  const filter = useFilterForm(siteWalletFilterForm, EMPTY_SITE_WALLET_FILTERS, onApply);
  return (
    <FilterForm
      label="Wallet transaction filters"
      onSubmit={filter.onSubmit}
      clearLabel="Clear"
      onClear={filter.onClear}
      columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }}
      buttonsOnOwnRow
    >
      <FormDateField control={filter.control} name="fromDate" label="From date" />
      <FormDateField control={filter.control} name="toDate" label="To date" />
      <FormTextField control={filter.control} name="type" label="Credit or debit" select>
        <MenuItem value="">Credits and debits</MenuItem>
        <MenuItem value="credit">Credits</MenuItem>
        <MenuItem value="debit">Debits</MenuItem>
      </FormTextField>
      <FormTextField control={filter.control} name="customer" label="Customer name or e-mail" />
    </FilterForm>
  );
}
