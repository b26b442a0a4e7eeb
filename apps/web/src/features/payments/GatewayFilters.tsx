import { GATEWAY_ENTRY_STATES } from '@app/contracts';
import { MenuItem } from '@mui/material';
import { FilterForm } from '../../ui/form/FilterForm';
import { FormDateField } from '../../ui/form/FormDateField';
import { FormTextField } from '../../ui/form/FormTextField';
import { useFilterForm } from '../../ui/form/use-filter-form';
import { EMPTY_GATEWAY_FILTERS, type GatewayFilterForm, gatewayFilterForm } from './gateway-filters';
import { stateLabel } from './payment-labels';

/** Dates typed as dd/MM/yyyy, a status, part of a customer's name or e-mail, part of an order reference. */
export function GatewayFilters({ onApply }: { onApply: (filters: GatewayFilterForm) => void }) {
  const filter = useFilterForm(gatewayFilterForm, EMPTY_GATEWAY_FILTERS, onApply);
  return (
    <FilterForm
      label="Payment-gateway transaction filters"
      onSubmit={filter.onSubmit}
      clearLabel="Clear"
      onClear={filter.onClear}
      columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' }}
      buttonsOnOwnRow
    >
      <FormDateField control={filter.control} name="fromDate" label="From date" />
      <FormDateField control={filter.control} name="toDate" label="To date" />
      <FormTextField control={filter.control} name="status" label="Status" select>
        <MenuItem value="">Any status</MenuItem>
        {GATEWAY_ENTRY_STATES.map((state) => (
          <MenuItem key={state} value={state}>
            {stateLabel(state)}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={filter.control} name="customer" label="Customer name or e-mail" />
      <FormTextField control={filter.control} name="orderReference" label="Order reference" />
    </FilterForm>
  );
}
