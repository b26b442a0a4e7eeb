import type { FlightPriceData, FlightResult } from '@app/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMarkupGroup, createMarkupRule, createSite } from '../../seed/factories';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { oneWaySearch } from '../../test/searches';
import { call, createTestApp, type TestApp } from '../../test/test-app';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('booking a chosen fare: quote, extras, passenger form options', () => {
  let t: TestApp;
  let sandbox: TestSandbox;
  let siteId: string;
  let searchId: string;
  let fares: FlightResult[];

  beforeAll(async () => {
    sandbox = await startSandbox();
    t = await createTestApp({ supplier: sandbox.supplierConfig() });
    siteId = (await createSite(t.db)).id;
    const group = await createMarkupGroup(t.db, siteId, { isDefault: true });
    await createMarkupRule(t.db, siteId, {
      groupId: group.id,
      valueType: 'fixed',
      value: 20000,
      per: 'passenger',
    });
    const found = await call(
      t.app,
      'api/search',
      {
        JourneyType: 1,
        segments: [{ origin: 'DEL', destination: 'BOM', preferredDepartureTime: inDays(9) }],
        adultCount: 2,
      },
      { siteId },
    );
    searchId = found.body.data.searchId;
    const priced = await call(t.app, 'api/getFlightPrice', { searchId }, { siteId });
    fares = (priced.body.data as FlightPriceData).results[0] ?? [];
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });
  beforeEach(() => sandbox.faults(''));

  const lcc = () => fares.find((f) => f.isLcc) as FlightResult;
  const gds = () => fares.find((f) => !f.isLcc) as FlightResult;

  it('re-quotes an unchanged fare at exactly the price shown, markup included', async () => {
    const fare = lcc();
    const res = await call(t.app, 'api/fareQuote', { searchId, resultIndex: fare.resultIndex }, { siteId });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      isPriceChanged: false,
      isTimeChanged: false,
      shownPrice: fare.publishedPrice,
    });
    expect(res.body.data.fare.publishedPrice).toBe(fare.publishedPrice);
    expect(res.body.data.fare.markup).toEqual({ ruleId: fare.markup.ruleId, amount: 40000 });
  });

  it('says when the supplier changed the price, with the new total and the markup on it', async () => {
    await sandbox.faults('priceChange=10');
    const fare = lcc();
    const res = await call(t.app, 'api/fareQuote', { searchId, resultIndex: fare.resultIndex }, { siteId });
    expect(res.body.data.isPriceChanged).toBe(true);
    expect(res.body.data.fare.publishedPrice).toBeGreaterThan(fare.publishedPrice);
    // The ₹400 service fee and its ₹72 GST.
    expect(res.body.data.fare.publishedPrice - res.body.data.fare.publishedFare).toBe(40000 + 7200);
  });

  it('offers baggage and meals on a low-cost fare, and nothing (no error) where the airline sells none', async () => {
    const extras = await call(t.app, 'api/getSSR', { searchId, resultIndex: lcc().resultIndex }, { siteId });
    expect(extras.status).toBe(200);
    expect(extras.body.data.baggage.flat().length).toBeGreaterThan(0);
    expect(extras.body.data.meals.flat().length).toBeGreaterThan(0);
    // The airline's "nothing" rows (NoBaggage, NoMeal) are the form's empty choice, not options.
    type Extra = { code: string; description: string; weight: number | null; price: number };
    const offered: Extra[] = [...extras.body.data.baggage.flat(), ...extras.body.data.meals.flat()];
    expect(offered.filter((o) => o.code.startsWith('No') || o.price === 0)).toEqual([]);
    expect(offered.filter((o) => /^\d+$/.test(o.description))).toEqual([]);
    expect(extras.body.data.baggage.flat().every((o: Extra) => (o.weight ?? 0) > 0)).toBe(true);
    const none = await call(t.app, 'api/getSSR', { searchId, resultIndex: gds().resultIndex }, { siteId });
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ success: true, data: { baggage: [], meals: [] } });
  });

  it('gives the passenger form its countries, dial codes, fare rules and the quote', async () => {
    const res = await call(
      t.app,
      'api/getPassengerViewOptions',
      { searchId, resultIndex: gds().resultIndex },
      { siteId },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.countryList[0]).toMatchObject({ code: 'IN', dial_code: '+91' });
    expect(res.body.data.phoneCodeList.some((c: { code: string }) => c.code === 'PK')).toBe(false);
    expect(res.body.data.fareRules[0].fareRuleDetail).toBeTruthy();
    expect(res.body.data.fareQuote.fare.resultIndex).toBe(gds().resultIndex);
  });

  it('a booking step right after the search finds its fare, the result page not read yet', async () => {
    const found = await call(t.app, 'api/search', oneWaySearch('BOM', 'DEL', 11), { siteId });
    const fresh = found.body.data.searchId;
    const quote = await call(t.app, 'api/fareQuote', { searchId: fresh, resultIndex: 'OB5' }, { siteId });
    expect(quote.status).toBe(200);
    const priced = await call(t.app, 'api/getFlightPrice', { searchId: fresh }, { siteId });
    const shown = (priced.body.data as FlightPriceData).results[0]?.find((f) => f.resultIndex === 'OB5');
    expect(quote.body.data.fare.resultIndex).toBe('OB5');
    expect(quote.body.data.shownPrice).toBe(shown?.publishedPrice);
  });

  it('a fare that is not in the search, another site’s search or an expired trace: clear answers', async () => {
    const missing = await call(t.app, 'api/fareQuote', { searchId, resultIndex: 'OB99999' }, { siteId });
    expect(missing.status).toBe(404);
    expect(missing.body.errorMessage).toBe('This flight is no longer available. Please search again.');
    const other = await createSite(t.db);
    const elsewhere = await call(
      t.app,
      'api/fareQuote',
      { searchId, resultIndex: lcc().resultIndex },
      { siteId: other.id },
    );
    expect(elsewhere.status).toBe(404);
    await sandbox.faults('expireTrace');
    const expired = await call(
      t.app,
      'api/fareQuote',
      { searchId, resultIndex: lcc().resultIndex },
      { siteId },
    );
    expect(expired.status).toBe(410);
    expect(expired.body.errorMessage).toBe('Your session (TraceId) is expired.');
  });
});
