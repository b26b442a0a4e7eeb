import { GATEWAY_ENTRY_STATES } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { MenuItem } from '@mui/material';
import { useForm } from 'react-hook-form';
import { FilterForm } from '../../ui/form/FilterForm';
import { FormDateField } from '../../ui/form/FormDateField';
import { FormTextField } from '../../ui/form/FormTextField';
import { EMPTY_GATEWAY_FILTERS, type GatewayFilterForm, gatewayFilterForm } from './gateway-filters';
import { stateLabel } from './payment-labels';

/** Dates typed as dd/MM/yyyy, a status, part of a customer's name or e-mail, part of an order reference. */
export function GatewayFilters({ onApply }: { onApply: (filters: GatewayFilterForm) => void }) {
  const form = useForm<GatewayFilterForm>({
    resolver: zodResolver(gatewayFilterForm),
    defaultValues: EMPTY_GATEWAY_FILTERS,
  });
  const clear = () => {
    form.reset(EMPTY_GATEWAY_FILTERS);
    onApply(EMPTY_GATEWAY_FILTERS);
  };
  return (
    <FilterForm
      label="Payment-gateway transaction filters"
      onSubmit={form.handleSubmit(onApply)}
      clearLabel="Clear"
      onClear={clear}
      columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' }}
      buttonsOnOwnRow
    >
      <FormDateField control={form.control} name="fromDate" label="From date" />
      <FormDateField control={form.control} name="toDate" label="To date" />
      <FormTextField control={form.control} name="status" label="Status" select>
        <MenuItem value="">Any status</MenuItem>
        {GATEWAY_ENTRY_STATES.map((state) => (
          <MenuItem key={state} value={state}>
            {stateLabel(state)}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={form.control} name="customer" label="Customer name or e-mail" />
      <FormTextField control={form.control} name="orderReference" label="Order reference" />
    </FilterForm>
  );
}
