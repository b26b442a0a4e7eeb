import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { BalanceRow } from './wallet.queries';

export const WALLET_BALANCE_HEADERS = ['Name', 'E-mail', 'Type', 'Balance (₹)', 'Credit limit (₹)'];

/**
 * Writes the balances workbook batch by batch: committed rows leave at once, nothing piles up. The
 * sheet is named for the site day the balances stand at.
 */
export async function writeWalletBalancesSheet(
  out: Writable,
  batches: AsyncIterable<BalanceRow[]>,
  asOf: string,
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(`Balances ${asOf}`, { views: [{ state: 'frozen', ySplit: 1 }] });
  const money = { numFmt: '#,##0.00' };
  sheet.columns = [
    { header: WALLET_BALANCE_HEADERS[0], key: 'name', width: 28 },
    { header: WALLET_BALANCE_HEADERS[1], key: 'email', width: 34 },
    { header: WALLET_BALANCE_HEADERS[2], key: 'userType', width: 14 },
    { header: WALLET_BALANCE_HEADERS[3], key: 'balance', width: 16, style: money },
    { header: WALLET_BALANCE_HEADERS[4], key: 'creditLimit', width: 16, style: money },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const batch of batches) {
    for (const row of batch) {
      // Paise are exact integers; the sheet shows rupees, which is what staff reconcile against.
      sheet
        .addRow({
          ...row,
          email: row.email ?? '',
          balance: row.balance / 100,
          creditLimit: row.creditLimit / 100,
        })
        .commit();
    }
  }
  sheet.commit();
  await workbook.commit();
}
