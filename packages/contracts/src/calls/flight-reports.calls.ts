import {
  flightTransactionsPath,
  flightTransactionsRequest,
  flightTransactionsResponse,
} from '../reports/flight-transactions';
import {
  exportSupplierReportPath,
  supplierReportExportRequest,
  supplierReportPath,
  supplierReportRequest,
  supplierReportResponse,
} from '../reports/supplier-report';
import { defineCall } from './define-call';

/** /flight/transaction: the caller's own flight orders with their payments and refunds (decision 0044). */
export const flightTransactionsCall = defineCall({
  method: 'POST',
  path: flightTransactionsPath,
  request: flightTransactionsRequest,
  response: flightTransactionsResponse,
  access: 'user',
  module: 'flights',
});

/** /flight/supplierReport: the site's supplier bookings of a span, per supplier, for reconciling. */
export const supplierReportCall = defineCall({
  method: 'POST',
  path: supplierReportPath,
  request: supplierReportRequest,
  response: supplierReportResponse,
  access: 'staff',
  permission: 'reports.supplier',
  module: 'flights',
});

/** The same filters as a query: every row, then the totals per supplier, as a sheet. */
export const exportSupplierReportCall = defineCall({
  method: 'GET',
  path: exportSupplierReportPath,
  request: supplierReportExportRequest,
  produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  access: 'staff',
  permission: 'reports.supplier',
  module: 'flights',
});
