import type { Writable } from 'node:stream';
import { formatSiteDateTime, type TimeLocale } from '@app/contracts';
import ExcelJS from 'exceljs';
import type { GatewayEntryRow } from './payment-records.queries';

export const GATEWAY_TRANSACTION_HEADERS = [
  'Date',
  'Type',
  'Order',
  'Customer',
  'E-mail',
  'Amount',
  'Status',
  'Gateway',
  'Gateway reference',
  'Settled',
];

/**
 * Writes the payment-gateway record batch by batch (committed rows leave at once). Amounts are in
 * the site's major unit, a refund negative, so a column sum is the net; dates on the site's clock.
 */
export async function writeGatewayTransactionsSheet(
  out: Writable,
  batches: AsyncIterable<GatewayEntryRow[]>,
  locale: TimeLocale,
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet('Payment-gateway transactions', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const widths = [20, 10, 18, 26, 32, 14, 12, 10, 28, 20];
  sheet.columns = GATEWAY_TRANSACTION_HEADERS.map((header, i) => ({
    header,
    width: widths[i],
    ...(header === 'Amount' ? { style: { numFmt: '#,##0.00' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const when = (at: Date | null) => (at ? formatSiteDateTime(at, locale) : '');
  for await (const batch of batches) {
    for (const row of batch) {
      sheet
        .addRow([
          when(row.createdAt),
          row.kind === 'payment' ? 'Payment' : 'Refund',
          row.orderReference,
          [row.firstName, row.lastName].filter(Boolean).join(' '),
          row.email ?? '',
          (row.kind === 'refund' ? -row.amount : row.amount) / 100,
          row.state,
          row.provider ?? '',
          row.gatewayReference ?? '',
          when(row.settledAt),
        ])
        .commit();
    }
  }
  sheet.commit();
  await workbook.commit();
}
