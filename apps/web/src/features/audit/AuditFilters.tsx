import {
  AUDIT_AREA_LABELS,
  AUDIT_AREAS,
  type AuditEntriesRequest,
  auditEntriesRequest,
} from '@app/contracts';
import { FilterForm } from '../../ui/form/FilterForm';
import { FormDateField } from '../../ui/form/FormDateField';
import { FormTextField } from '../../ui/form/FormTextField';
import { useFilterForm } from '../../ui/form/use-filter-form';

const EMPTY = { fromDate: '', toDate: '', area: '', actor: '', q: '' };

/** Dates typed as dd/MM/yyyy, an area, who acted and words: checked by the call's own rules. */
export function AuditFilters({ onApply }: { onApply: (filters: AuditEntriesRequest) => void }) {
  const filter = useFilterForm<typeof EMPTY, AuditEntriesRequest>(auditEntriesRequest, EMPTY, onApply);
  return (
    <FilterForm
      label="Audit log filters"
      onSubmit={filter.onSubmit}
      clearLabel="Clear"
      onClear={filter.onClear}
      columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' }}
      buttonsOnOwnRow
    >
      <FormDateField control={filter.control} name="fromDate" label="From date" />
      <FormDateField control={filter.control} name="toDate" label="To date" />
      <FormTextField
        control={filter.control}
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
      <FormTextField control={filter.control} name="actor" label="Who" />
      <FormTextField control={filter.control} name="q" label="Words or id" />
    </FilterForm>
  );
}
