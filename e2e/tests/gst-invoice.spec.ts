import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { pdfText } from '../../apps/server/src/test/pdf-text';
import { isoInDays, signInAs, uniqueEmail } from './helpers';

/** '₹6,499' or '₹6,498.50' as the page shows it → 'INR 6,499.00', as the invoice prints it. */
const asInvoiceAmount = (shown: string) => {
  const [whole = '', paise = '00'] = shown.replace('₹', '').trim().split('.');
  return `INR ${whole}.${paise.padEnd(2, '0')}`;
};

test('downloads a GST invoice from a ticket and it opens as a PDF with the right totals', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'agent@flightdeals.test');
  await page.goto(
    `/app/flight/searchResult/new?origin=DEL&destination=BOM&departure=${isoInDays(23)}&adt=1&chd=0&inf=0`,
  );
  await page
    .getByTestId('flight-card')
    .filter({ hasText: 'IndiGo' })
    .first()
    .getByRole('button', { name: 'Book' })
    .click();
  await page.getByLabel('Title').first().selectOption('Ms');
  await page.getByLabel('Gender').first().selectOption({ label: 'Female' });
  await page.getByLabel('First name').first().fill('Meera');
  await page.getByLabel('Last name').first().fill('Iyer');
  await page.getByLabel('Email').fill(uniqueEmail('invoice'));
  await page.getByLabel('Address').fill('3 Park Street');
  await page.getByLabel('City').fill('Kolkata');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/bookingReview/);
  await page.getByRole('radio', { name: /Wallet/ }).check();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByText('Payment Successful')).toBeVisible({ timeout: 30_000 });

  // What the agent was charged, as the confirmation says, and the order's invoice beside it.
  const paid = (await page.getByTestId('amount-paid').textContent())?.replace('Amount paid:', '') ?? '';
  expect(paid).toMatch(/₹[\d,]+/);
  await expect(page.getByRole('button', { name: 'GST invoice' })).toBeVisible();
  const reference = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace(
    'Order ',
    '',
  );

  // From the ticket: the e-ticket's own invoice button downloads the same order's invoice.
  await page.getByRole('link', { name: 'E-ticket', exact: true }).click();
  await expect(page).toHaveURL(/\/flight\/eTicket\//);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'GST invoice' }).click(),
  ]);
  const file = await readFile((await download.path()) ?? '');
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(file).replaceAll('\n', '');
  expect(text).toContain('Tax invoice');
  expect(text).toMatch(/Invoice number: FLD\/\d{2}-\d{2}\/\d{6}/);
  expect(text).toContain(`Booking reference: ${reference}`);
  // The supplier is the site's registered identity; the band is the agency's, as its profile says.
  expect(text).toContain('Flight Deals Private Limited');
  expect(text).toContain('GSTIN: 07AAFCF4321K1ZP');
  expect(text.startsWith('Arjun Tours & Travels')).toBe(true);
  // GST on the service fee, and a total that is exactly what was charged.
  expect(text).toContain('998551');
  expect(text).toMatch(/(CGST|IGST) @ (9|18)% on INR [\d,]+\.\d{2}/);
  expect(text).toContain(`Total paid${asInvoiceAmount(paid)}`);
});
