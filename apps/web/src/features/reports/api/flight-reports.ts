import {
  exportSupplierReportCall,
  type FlightTransactionsRequest,
  flightTransactionsCall,
  SUPPLIER_REPORT_FILE_NAME,
  type SupplierReportRequest,
  supplierReportCall,
} from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { reportKeys } from './dashboard';

export const flightReportKeys = {
  transactions: (request: FlightTransactionsRequest) =>
    [...reportKeys.all, 'flightTransactions', request] as const,
  supplier: (request: SupplierReportRequest) => [...reportKeys.all, 'supplierReport', request] as const,
};

/** The signed-in user's own flight orders with their payments and refunds, a page at a time. */
export function useFlightTransactions(request: FlightTransactionsRequest) {
  return useQuery({
    queryKey: flightReportKeys.transactions(request),
    queryFn: async () => (await unwrap(http.call(flightTransactionsCall, request))).data,
    placeholderData: keepPreviousData,
  });
}

/** Staff: the site's supplier bookings of a span with the totals per supplier; a page at a time. */
export function useSupplierReport(request: SupplierReportRequest) {
  return useQuery({
    queryKey: flightReportKeys.supplier(request),
    queryFn: async () => (await unwrap(http.call(supplierReportCall, request))).data,
    placeholderData: keepPreviousData,
  });
}

/** The same filters' rows and totals as a spreadsheet (every page). */
export const downloadSupplierReport = ({ page: _page, ...filters }: SupplierReportRequest) =>
  http.download(
    exportSupplierReportCall.path,
    filters,
    SUPPLIER_REPORT_FILE_NAME,
    'The supplier report could not be exported',
  );
