import { PRODUCT_LABELS, SOLD_PRODUCT_KINDS } from '@app/contracts';
import { Box, FormLabel } from '@mui/material';
import { FilterForm } from '../../ui/form/FilterForm';
import { FormDateField } from '../../ui/form/FormDateField';
import { FormTextField } from '../../ui/form/FormTextField';
import { FormToggleButtons } from '../../ui/form/FormToggleButtons';
import { useFilterForm } from '../../ui/form/use-filter-form';
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
  const filter = useFilterForm(profitLossForm, initial, onApply);
  return (
    <FilterForm
      label="Profit and loss filters"
      onSubmit={filter.onSubmit}
      clearLabel="Last 12 months"
      onClear={filter.onClear}
      columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }}
      buttonsOnOwnRow
    >
      <FormDateField control={filter.control} name="from" label="From" />
      <FormDateField control={filter.control} name="to" label="To" />
      <FormTextField
        control={filter.control}
        name="product"
        label="Product"
        select
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">All products</option>
        {SOLD_PRODUCT_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {PRODUCT_LABELS[kind]}
          </option>
        ))}
      </FormTextField>
      <Box>
        <FormLabel component="div" sx={{ fontSize: 12, mb: 0.5 }}>
          Group
        </FormLabel>
        <FormToggleButtons control={filter.control} name="groupBy" label="Group" options={GROUPS} />
      </Box>
    </FilterForm>
  );
}
