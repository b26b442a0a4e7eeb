import {
  SUPPLIER_BOOKING_STATUS_LABELS,
  SUPPLIER_BOOKING_STATUSES,
  type SupplierReportExportRequest,
  supplierReportExportRequest,
} from '@app/contracts';
import dayjs from 'dayjs';
import { FilterForm } from '../../ui/form/FilterForm';
import { FormChoiceFilter } from '../../ui/form/FormChoiceFilter';
import { FormDateField } from '../../ui/form/FormDateField';
import { FormTextField } from '../../ui/form/FormTextField';
import { useFilterForm } from '../../ui/form/use-filter-form';

export type SupplierReportForm = { from: string; to: string; supplier: string; status: string };

/** This month so far (the site's days): what a reconciliation against the supplier's statement starts from. */
export const thisMonth = (today: string): SupplierReportForm => ({
  from: dayjs(today).startOf('month').format('YYYY-MM-DD'),
  to: today,
  supplier: '',
  status: '',
});

/** The days booked (dd/MM/yyyy), one supplier and one status: checked by the call's own rules. */
export function SupplierReportFilters({
  initial,
  onApply,
}: {
  initial: SupplierReportForm;
  onApply: (filters: SupplierReportExportRequest) => void;
}) {
  const filter = useFilterForm<SupplierReportForm, SupplierReportExportRequest>(
    supplierReportExportRequest,
    initial,
    onApply,
  );
  return (
    <FilterForm
      label="Supplier report filters"
      onSubmit={filter.onSubmit}
      clearLabel="This month"
      onClear={filter.onClear}
      columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }}
      buttonsOnOwnRow
    >
      <FormDateField control={filter.control} name="from" label="Booked from" />
      <FormDateField control={filter.control} name="to" label="Booked to" />
      <FormTextField control={filter.control} name="supplier" label="Supplier code" />
      <FormChoiceFilter
        control={filter.control}
        name="status"
        label="Status"
        anyLabel="Any status"
        values={SUPPLIER_BOOKING_STATUSES}
        labels={SUPPLIER_BOOKING_STATUS_LABELS}
      />
    </FilterForm>
  );
}
