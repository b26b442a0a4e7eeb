import type { NewSiteRequest } from '@app/contracts';
import { expect } from 'vitest';
import { tokenMailedTo } from '../modules/accounts/account-mails.test-helpers';
import { call, type TestApp } from './test-app';

const unique = () => crypto.randomUUID().slice(0, 6);
/** A short code nobody has: six letters from a random number. */
const freshCode = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => String.fromCharCode(65 + (b % 26))).join('');

/** The Settings → Sites form for a new site and owner, with values nobody else has (decision 0041). */
export const newSite = (over: Partial<NewSiteRequest> = {}): NewSiteRequest => ({
  companyName: `Skyline Trips ${unique()}`,
  shortCode: freshCode().toLowerCase(),
  primaryDomain: `skyline-${unique()}.example.test`,
  ownerFirstName: 'Meera',
  ownerLastName: 'Nair',
  ownerEmail: `meera-${unique()}@skyline.test`,
  homeCountry: 'IN',
  currency: 'INR',
  timeZone: 'Asia/Kolkata',
  ...over,
});

export const OWNER_PASSWORD = 'Skyline@123';

/** A new site's owner sets a password from the one mail they were sent, and signs in: their token. */
export async function ownerSignsIn(t: TestApp, siteId: string, email: string): Promise<string> {
  const onSite = (path: string, body: object) => call(t.app, path, body, { siteId });
  const token = await tokenMailedTo(t, siteId, email, '/generate_password?token=');
  expect((await onSite('wl/user/generatePassword', { token, password: OWNER_PASSWORD })).status).toBe(200);
  const login = await onSite('wl/user/login', { email, password: OWNER_PASSWORD, status: 'password' });
  expect(login.status).toBe(200);
  return login.body.data.token as string;
}
