import type { Writable } from 'node:stream';
import { TICKET_QUEUE_COLUMNS, type TicketQueueColumnKey, type TicketQueueRow } from '@app/contracts';
import ExcelJS from 'exceljs';

const WIDTHS: Record<TicketQueueColumnKey, number> = {
  origin: 10,
  destination: 12,
  names: 32,
  passportNo: 18,
  bookedBy: 30,
  dates: 14,
  purchaseCost: 15,
  salesCost: 15,
  pnrs: 12,
  status: 16,
};
const MONEY: ReadonlySet<TicketQueueColumnKey> = new Set(['purchaseCost', 'salesCost']);

/**
 * Writes the ticket queue workbook row by row as batches arrive, so a large queue never sits in
 * memory whole: committed rows go straight out to the stream.
 */
export async function writeTicketQueueSheet(out: Writable, batches: AsyncIterable<TicketQueueRow[]>) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet('Ticket queue', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = TICKET_QUEUE_COLUMNS.map(({ header, key }) => ({
    header,
    key,
    width: WIDTHS[key],
    style: MONEY.has(key) ? { numFmt: '#,##0.00' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const batch of batches) {
    for (const row of batch) sheet.addRow(row).commit();
  }
  sheet.commit();
  await workbook.commit();
}
