import { ORDER_PRODUCT_KINDS, PRODUCT_LABELS } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, FormLabel } from '@mui/material';
import { useForm } from 'react-hook-form';
import { FilterForm } from '../../ui/form/FilterForm';
import { FormDateField } from '../../ui/form/FormDateField';
import { FormTextField } from '../../ui/form/FormTextField';
import { FormToggleButtons } from '../../ui/form/FormToggleButtons';
import { type ProfitLossForm, profitLossForm } from './profit-loss-filters';

const GROUPS = [
  { value: 'month', label: 'By month' },
  { value: 'day', label: 'By day' },
] as const;

/** The span (the site's days, dd/MM/yyyy), by day or month, and one product or all. */
export function ProfitLossFilter({
  initial,
  onApply,
}: {
  /** what the form starts from and goes back to */
  initial: ProfitLossForm;
  onApply: (filters: ProfitLossForm) => void;
}) {
  const form = useForm<ProfitLossForm>({ resolver: zodResolver(profitLossForm), defaultValues: initial });
  const reset = () => {
    form.reset(initial);
    onApply(initial);
  };
  return (
    <FilterForm
      label="Profit and loss filters"
      onSubmit={form.handleSubmit(onApply)}
      clearLabel="Last 12 months"
      onClear={reset}
      columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }}
      buttonsOnOwnRow
    >
      <FormDateField control={form.control} name="from" label="From" />
      <FormDateField control={form.control} name="to" label="To" />
      <FormTextField
        control={form.control}
        name="product"
        label="Product"
        select
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">All products</option>
        {ORDER_PRODUCT_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {PRODUCT_LABELS[kind]}
          </option>
        ))}
      </FormTextField>
      <Box>
        <FormLabel component="div" sx={{ fontSize: 12, mb: 0.5 }}>
          Group
        </FormLabel>
        <FormToggleButtons control={form.control} name="groupBy" label="Group" options={GROUPS} />
      </Box>
    </FilterForm>
  );
}
