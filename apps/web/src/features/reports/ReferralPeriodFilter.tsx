import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FilterForm } from '../../ui/form/FilterForm';
import { FormDateField } from '../../ui/form/FormDateField';
import { ALL_TIME, type ReferralPeriodForm, referralPeriodForm } from './referral-filters';

/** Which sign-ups count: those of the days typed (dd/MM/yyyy), or all time when both are empty. */
export function ReferralPeriodFilter({ onApply }: { onApply: (period: ReferralPeriodForm) => void }) {
  const form = useForm<ReferralPeriodForm>({
    resolver: zodResolver(referralPeriodForm),
    defaultValues: ALL_TIME,
  });
  const clear = () => {
    form.reset(ALL_TIME);
    onApply(ALL_TIME);
  };
  return (
    <FilterForm
      label="Referral period"
      onSubmit={form.handleSubmit(onApply)}
      clearLabel="All time"
      onClear={clear}
      columns={{ xs: '1fr', sm: 'repeat(2, 1fr) auto' }}
    >
      <FormDateField control={form.control} name="from" label="Signed up from" />
      <FormDateField control={form.control} name="to" label="Signed up to" />
    </FilterForm>
  );
}
