import { PRODUCT_LABELS, PROFIT_FORMULA, PROFIT_LOSS_COLUMNS, type ProfitLossReport } from '@app/contracts';
import ExcelJS from 'exceljs';

/**
 * The profit and loss table as a workbook: a row per period and product, then the totals, the
 * columns in the screen's order; a second sheet says what each column counts and how profit is
 * made. Money is in the site's currency units (rupees), which is what staff reconcile against; a
 * report is at most a few thousand rows, so it is built whole.
 */
export async function profitLossSheet(report: ProfitLossReport): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Profit and loss', { views: [{ state: 'frozen', ySplit: 1 }] });
  const money = { numFmt: '#,##0.00' };
  sheet.columns = [
    { header: report.groupBy === 'day' ? 'Day' : 'Month', key: 'period', width: 12 },
    { header: 'Product', key: 'product', width: 18 },
    ...PROFIT_LOSS_COLUMNS.map(({ key, label }) => ({
      header: `${label} (${report.currency})`,
      key,
      width: 16,
      style: money,
    })),
  ];
  sheet.getRow(1).font = { bold: true };
  const inUnits = (figures: ProfitLossReport['totals']) =>
    Object.fromEntries(PROFIT_LOSS_COLUMNS.map(({ key }) => [key, figures[key] / 100]));
  for (const row of report.rows)
    sheet.addRow({ period: row.period, product: PRODUCT_LABELS[row.product], ...inUnits(row) });
  const totals = sheet.addRow({ period: 'Total', product: '', ...inUnits(report.totals) });
  totals.font = { bold: true };

  const legend = workbook.addWorksheet('What the columns mean');
  legend.columns = [
    { header: 'Column', key: 'label', width: 20 },
    { header: 'What it counts', key: 'meaning', width: 110 },
  ];
  legend.getRow(1).font = { bold: true };
  for (const { label, meaning } of PROFIT_LOSS_COLUMNS) legend.addRow({ label, meaning });
  legend.addRow({ label: 'Formula', meaning: PROFIT_FORMULA }).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
