import { FilterForm } from '../../ui/form/FilterForm';
import { FormDateField } from '../../ui/form/FormDateField';
import { useFilterForm } from '../../ui/form/use-filter-form';
import { ALL_TIME, type ReferralPeriodForm, referralPeriodForm } from './referral-filters';

/** Which sign-ups count: those of the days typed (dd/MM/yyyy), or all time when both are empty. */
export function ReferralPeriodFilter({ onApply }: { onApply: (period: ReferralPeriodForm) => void }) {
  const filter = useFilterForm(referralPeriodForm, ALL_TIME, onApply);
  return (
    <FilterForm
      label="Referral period"
      onSubmit={filter.onSubmit}
      clearLabel="All time"
      onClear={filter.onClear}
      columns={{ xs: '1fr', sm: 'repeat(2, 1fr) auto' }}
    >
      <FormDateField control={filter.control} name="from" label="Signed up from" />
      <FormDateField control={filter.control} name="to" label="Signed up to" />
    </FilterForm>
  );
}
