import type { Writable } from 'node:stream';
import { formatSiteDateTime, type TimeLocale } from '@app/contracts';
import ExcelJS from 'exceljs';
import type { AuditRow } from './audit.schema';

const COLUMNS = [
  { header: 'When', width: 20 },
  { header: 'Who', width: 30 },
  { header: 'From', width: 16 },
  { header: 'Action', width: 20 },
  { header: 'What', width: 14 },
  { header: 'Id', width: 38 },
  { header: 'Summary', width: 50 },
  { header: 'Before', width: 50 },
  { header: 'After', width: 50 },
];

/** The audit log as a sheet, newest first; before and after as JSON, dates on the site's clock. */
export async function writeAuditSheet(out: Writable, batches: AsyncIterable<AuditRow[]>, locale: TimeLocale) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet('Audit log', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS;
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const json = (value: unknown) => (value ? JSON.stringify(value) : '');
  for await (const batch of batches) {
    for (const row of batch) {
      sheet
        .addRow([
          formatSiteDateTime(row.createdAt, locale),
          row.actorLabel,
          row.ip ?? '',
          row.action,
          row.targetKind,
          row.targetId ?? '',
          row.summary,
          json(row.before),
          json(row.after),
        ])
        .commit();
    }
  }
  sheet.commit();
  await workbook.commit();
}
