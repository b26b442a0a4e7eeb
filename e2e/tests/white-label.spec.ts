import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { DEMO_PASSWORD, isoInDays, logIn, signInAs, storedSiteId, storedToken, uniqueEmail } from './helpers';

test("an agency's traveller opens the e-ticket it was mailed: the agency's name and logo, nothing of Flight Deals", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // The demo agent books a traveller's flight from its wallet, through the calls the booking pages make.
  await signInAs(page, 'agent@flightdeals.test');
  const headers = { 'site-id': await storedSiteId(page), 'auth-token': (await storedToken(page)) ?? '' };
  const post = async (path: string, data: object) => {
    const res = await page.request.post(`/api/${path}`, { headers, data });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return (await res.json()).data;
  };
  const { searchId } = await post('api/search', {
    JourneyType: 1,
    segments: [{ origin: 'DEL', destination: 'BOM', preferredDepartureTime: isoInDays(19) }],
    adultCount: 1,
  });
  const priced = await post('api/getFlightPrice', { searchId });
  const fare = priced.results[0].find((f: { isLcc: boolean }) => f.isLcc);
  const traveller = uniqueEmail('agency-traveller');
  const { orderId } = await post('api/setFlightDetails', {
    searchId,
    resultIndexes: [fare.resultIndex],
    passengers: [
      {
        title: 'Mr',
        firstName: 'Vivek',
        lastName: 'Menon',
        paxType: 1,
        gender: 1,
        dateOfBirth: '1985-02-11',
        email: traveller,
        phoneCode: '+91',
        mobileNo: '9876543210',
        addressLine1: '3 Lake Road',
        city: 'Kochi',
        countryCode: 'IN',
      },
    ],
    paymentMethod: 'wallet',
  });
  const outcome = await post('api/payments/orderSuccessCallback', { orderId });
  const [{ bookingId, pnr }] = outcome.bookings;
  const slug = Buffer.from(`${bookingId}___${pnr}`).toString('base64');

  // From its e-ticket, the agent e-mails it to the traveller with a note.
  await page.goto(`/app/flight/eTicket/${encodeURIComponent(slug)}`);
  await expect(page.getByRole('heading', { name: 'Arjun Tours & Travels', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Email' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(/^To/)).toHaveValue(traveller);
  await dialog.getByLabel('Note (optional)').fill('Your tickets for Mumbai. Have a good trip!');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Email successfully sent.')).toBeVisible();

  // The mail goes out as a job; it waits in the outbox (no SMTP here), in the agency's name.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto('/app/login');
  await logIn(staff, 'admin@flightdeals.test', DEMO_PASSWORD);
  await staff.waitForURL(/\/app\/(?!login)/);
  const mail = staff
    .getByRole('button')
    .filter({ hasText: `E-ticket ${pnr} - Arjun Tours & Travels` })
    .filter({ hasText: `to ${traveller}` });
  await expect(async () => {
    await staff.goto('/app/staff/outbox');
    await expect(mail).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await mail.click();
  const link = await staff.getByRole('link', { name: /\/flight\/eTicket\// }).getAttribute('href');
  expect(link).toBeTruthy();
  await staffContext.close();

  // The traveller opens it, signed in as nobody: the agency's ticket alone.
  const travellerContext = await browser.newContext();
  const ticket = await travellerContext.newPage();
  await ticket.goto(link!);
  await expect(ticket.getByTestId('eticket-pnr')).toHaveText(pnr);
  await expect(ticket.getByRole('heading', { name: 'Arjun Tours & Travels', level: 1 })).toBeVisible();
  // The agency's logo, drawn.
  const logo = ticket.locator('article img[src^="data:image/png"]').first();
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(ticket.getByText('Support: desk@arjuntours.test')).toBeVisible();
  // Nothing of the site it was bought from: no header, Log in / Sign up, popup or footer, no name.
  await expect(ticket.getByRole('banner')).toHaveCount(0);
  await expect(ticket.getByRole('contentinfo')).toHaveCount(0);
  await expect(ticket.getByRole('link', { name: /Log in|Sign up/ })).toHaveCount(0);
  await expect(ticket.getByRole('dialog')).toHaveCount(0);
  // (The app's text: the page's source still carries the site's data the app starts from.)
  expect(await ticket.locator('#root').textContent()).not.toMatch(/Flight Deals|flightdeals|₹/i);
  await expect(ticket).toHaveTitle(`E-ticket ${pnr} - Arjun Tours & Travels`);
  await expectAccessible(ticket, "an agency's e-ticket by link");
  await travellerContext.close();
});
