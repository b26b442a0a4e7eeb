import type { FlightPriceData, FlightResult } from '@app/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMarkupGroup, createSite } from '../../seed/factories';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { call, createTestApp, type TestApp } from '../../test/test-app';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const yearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
};

const lead = {
  title: 'Mr',
  firstName: 'Ravi',
  lastName: 'Kumar',
  paxType: 1,
  gender: 1,
  dateOfBirth: '1985-04-12',
  email: 'ravi@example.com',
  phoneCode: '+91',
  mobileNo: '9876543210',
  addressLine1: '1 MG Road',
  city: 'Delhi',
  countryCode: 'IN',
};
const adult2 = {
  title: 'Mrs',
  firstName: 'Asha',
  lastName: 'Kumar',
  paxType: 1,
  gender: 2,
  dateOfBirth: '1987-01-02',
};
const infant = (dateOfBirth: string) => ({
  title: 'Miss',
  firstName: 'Tara',
  lastName: 'Kumar',
  paxType: 3,
  gender: 2,
  dateOfBirth,
});

describe('api/validateBooking: passenger details against the search', () => {
  let t: TestApp;
  let sandbox: TestSandbox;
  let siteId: string;

  async function search(origin: string, destination: string, counts: Record<string, number>) {
    const found = await call(
      t.app,
      'api/search',
      { JourneyType: 1, segments: [{ origin, destination, preferredDepartureTime: inDays(9) }], ...counts },
      { siteId },
    );
    const searchId: string = found.body.data.searchId;
    const priced = await call(t.app, 'api/getFlightPrice', { searchId }, { siteId });
    const fares: FlightResult[] = (priced.body.data as FlightPriceData).results[0] ?? [];
    return { searchId, fares };
  }

  beforeAll(async () => {
    sandbox = await startSandbox();
    t = await createTestApp({ supplier: sandbox.supplierConfig() });
    siteId = (await createSite(t.db)).id;
    await createMarkupGroup(t.db, siteId, { isDefault: true });
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });
  beforeEach(() => sandbox.faults(''));

  it('accepts matching passengers and answers the total payable, extras included', async () => {
    const { searchId, fares } = await search('DEL', 'BOM', { adultCount: 2, infantCount: 1 });
    const fare = fares.find((f) => f.isLcc) as FlightResult;
    const ssr = await call(t.app, 'api/getSSR', { searchId, resultIndex: fare.resultIndex }, { siteId });
    const bag = ssr.body.data.baggage[0][0];
    const res = await call(
      t.app,
      'api/validateBooking',
      {
        searchId,
        resultIndexes: [fare.resultIndex],
        passengers: [{ ...lead, baggage: [bag.code] }, adult2, infant(yearsAgo(1))],
      },
      { siteId },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { valid: true, totalPayable: fare.publishedPrice + bag.price, passengers: 3 },
    });
  });

  it('refuses passengers that do not match the search counts', async () => {
    const { searchId, fares } = await search('DEL', 'BOM', { adultCount: 2, childCount: 1 });
    const res = await call(
      t.app,
      'api/validateBooking',
      { searchId, resultIndexes: [fares[0]?.resultIndex], passengers: [lead, adult2] },
      { siteId },
    );
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toBe('Passengers do not match the search: 2 adults, 1 child');
  });

  it('puts an age error under the infant’s date of birth, and unknown extras under theirs', async () => {
    const { searchId, fares } = await search('DEL', 'BOM', { adultCount: 1, infantCount: 1 });
    const resultIndexes = [fares[0]?.resultIndex];
    const old = await call(
      t.app,
      'api/validateBooking',
      { searchId, resultIndexes, passengers: [lead, infant(yearsAgo(3))] },
      { siteId },
    );
    expect(old.status).toBe(400);
    expect(old.body.errors).toEqual({
      'passengers.1.dateOfBirth': 'An infant must be under 2 years old on the travel date',
    });
    const extra = await call(
      t.app,
      'api/validateBooking',
      { searchId, resultIndexes, passengers: [{ ...lead, meals: ['NOPE'] }, infant(yearsAgo(1))] },
      { siteId },
    );
    expect(extra.status).toBe(400);
    expect(extra.body.errors).toEqual({ 'passengers.0.meals.0': 'This extra is not offered on this flight' });
  });

  it('needs no date of birth of a domestic adult, but one of an infant (issue 13, item 10)', async () => {
    const { searchId, fares } = await search('DEL', 'BOM', { adultCount: 2, infantCount: 1 });
    const resultIndexes = [fares[0]?.resultIndex];
    const noBirth = { dateOfBirth: '' };
    const fine = await call(
      t.app,
      'api/validateBooking',
      {
        searchId,
        resultIndexes,
        passengers: [{ ...lead, ...noBirth }, { ...adult2, ...noBirth }, infant(yearsAgo(1))],
      },
      { siteId },
    );
    expect(fine.status).toBe(200);
    const missing = await call(
      t.app,
      'api/validateBooking',
      { searchId, resultIndexes, passengers: [lead, adult2, { ...infant(''), ...noBirth }] },
      { siteId },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ 'passengers.2.dateOfBirth': 'This is required field.' });
  });

  it('asks for passports on an international search, and no address of its lead', async () => {
    const { searchId, fares } = await search('BOM', 'DXB', { adultCount: 1 });
    const body = { searchId, resultIndexes: [fares[0]?.resultIndex], passengers: [lead] };
    const res = await call(t.app, 'api/validateBooking', body, { siteId });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      'passengers.0.passportNo': 'This is required field.',
      'passengers.0.passportExpiry': 'This is required field.',
    });
    const passport = {
      passportNo: 'K1234567',
      passportIssueCountryCode: 'IN',
      passportIssueDate: '2020-01-01',
      passportExpiry: inDays(9 + 31),
    };
    const short = await call(
      t.app,
      'api/validateBooking',
      { ...body, passengers: [{ ...lead, ...passport }] },
      { siteId },
    );
    expect(short.body.errors).toEqual({
      'passengers.0.passportExpiry': 'Passport must be valid for 6 months after travel',
    });
    const { addressLine1: _a, city: _c, countryCode: _k, ...noAddress } = lead;
    const valid = { ...passport, passportExpiry: inDays(9 + 200) };
    const abroad = await call(
      t.app,
      'api/validateBooking',
      { ...body, passengers: [{ ...noAddress, ...valid }] },
      { siteId },
    );
    expect(abroad.status).toBe(200);
  });

  it('asks for a PAN when the fare’s airline demands one (TBO’s IsPanRequiredAtBook)', async () => {
    await sandbox.faults('documents=pan');
    const { searchId, fares } = await search('DEL', 'BOM', { adultCount: 2 });
    const fare = fares[0] as FlightResult;
    const validate = (passengers: object[]) =>
      call(
        t.app,
        'api/validateBooking',
        { searchId, resultIndexes: [fare.resultIndex], passengers },
        { siteId },
      );
    const without = await validate([lead, adult2]);
    expect(without.status).toBe(400);
    expect(without.body.errors).toMatchObject({
      'passengers.0.pan': 'This is required field.',
      'passengers.1.pan': 'This is required field.',
    });
    const given = await validate([
      { ...lead, pan: 'abcde1234f' },
      { ...adult2, pan: 'PQRSX5678Z' },
    ]);
    expect(given.status).toBe(200);
  });

  it('answers 404 for a fare not in the search and for another site’s search', async () => {
    const { searchId, fares } = await search('DEL', 'BOM', { adultCount: 1 });
    const missing = await call(
      t.app,
      'api/validateBooking',
      { searchId, resultIndexes: ['OB99999'], passengers: [lead] },
      { siteId },
    );
    expect(missing.status).toBe(404);
    expect(missing.body.errorMessage).toBe('This flight is no longer available. Please search again.');
    const other = await createSite(t.db);
    const elsewhere = await call(
      t.app,
      'api/validateBooking',
      { searchId, resultIndexes: [fares[0]?.resultIndex], passengers: [lead] },
      { siteId: other.id },
    );
    expect(elsewhere.status).toBe(404);
  });
});
