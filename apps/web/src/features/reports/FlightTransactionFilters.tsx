import {
  type FlightTransactionsRequest,
  flightTransactionsRequest,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
} from '@app/contracts';
import { FilterForm } from '../../ui/form/FilterForm';
import { FormChoiceFilter } from '../../ui/form/FormChoiceFilter';
import { FormDateField } from '../../ui/form/FormDateField';
import { useFilterForm } from '../../ui/form/use-filter-form';

const EMPTY = { fromDate: '', toDate: '', status: '' };

/** The days the orders were made (dd/MM/yyyy) and their status: checked by the call's own rules. */
export function FlightTransactionFilters({
  onApply,
}: {
  onApply: (filters: FlightTransactionsRequest) => void;
}) {
  const filter = useFilterForm<typeof EMPTY, FlightTransactionsRequest>(
    flightTransactionsRequest,
    EMPTY,
    onApply,
  );
  return (
    <FilterForm
      label="Flight transaction filters"
      onSubmit={filter.onSubmit}
      clearLabel="Clear"
      onClear={filter.onClear}
      columns={{ xs: '1fr', sm: 'repeat(3, 1fr)' }}
      buttonsOnOwnRow
    >
      <FormDateField control={filter.control} name="fromDate" label="Ordered from" />
      <FormDateField control={filter.control} name="toDate" label="Ordered to" />
      <FormChoiceFilter
        control={filter.control}
        name="status"
        label="Status"
        anyLabel="Any status"
        values={ORDER_STATUSES}
        labels={ORDER_STATUS_LABELS}
      />
    </FilterForm>
  );
}

export const isFiltered = (request: FlightTransactionsRequest) =>
  Boolean(request.fromDate || request.toDate || request.status);
