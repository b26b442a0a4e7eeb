import {
  AUDIT_AREA_LABELS,
  AUDIT_AREAS,
  type AuditEntriesRequest,
  auditEntriesRequest,
} from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { FilterForm } from '../../ui/form/FilterForm';
import { FormDateField } from '../../ui/form/FormDateField';
import { FormTextField } from '../../ui/form/FormTextField';

const EMPTY = { fromDate: '', toDate: '', area: '', actor: '', q: '' };
type FilterValues = typeof EMPTY;

/** Dates typed as dd/MM/yyyy, an area, who acted and words: checked by the call's own rules. */
export function AuditFilters({ onApply }: { onApply: (filters: AuditEntriesRequest) => void }) {
  // The call's schema turns blanks into nothing, so what is applied is what the server reads.
  const form = useForm<FilterValues>({
    resolver: zodResolver(auditEntriesRequest) as unknown as Resolver<FilterValues>,
    defaultValues: EMPTY,
  });
  const clear = () => {
    form.reset(EMPTY);
    onApply({ page: 1 });
  };
  return (
    <FilterForm
      label="Audit log filters"
      onSubmit={form.handleSubmit((filters) => onApply(filters as AuditEntriesRequest))}
      clearLabel="Clear"
      onClear={clear}
      columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' }}
      buttonsOnOwnRow
    >
      <FormDateField control={form.control} name="fromDate" label="From date" />
      <FormDateField control={form.control} name="toDate" label="To date" />
      <FormTextField
        control={form.control}
        name="area"
        label="Area"
        select
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Every area</option>
        {AUDIT_AREAS.map((area) => (
          <option key={area} value={area}>
            {AUDIT_AREA_LABELS[area]}
          </option>
        ))}
      </FormTextField>
      <FormTextField control={form.control} name="actor" label="Who" />
      <FormTextField control={form.control} name="q" label="Words or id" />
    </FilterForm>
  );
}
