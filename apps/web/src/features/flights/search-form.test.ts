import { type CityOption, FLIGHT_MSG, MSG, searchRequest } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  followingOrigin,
  formFieldOf,
  formIssues,
  type SearchFormValues,
  toSearchRequest,
} from './search-form';
import { DEFAULT_SEARCH_FORM, formFromRequest } from './search-form-values';

const city = (code: string, countryCode = 'IN'): CityOption => ({
  cityCode: code,
  label: `${code} city (${code})`,
  subTitle: `${code} airport`,
  airportCode: code,
  countryCode,
});
const TODAY = '2026-11-21';
const issues = (values: SearchFormValues) => formIssues(values, TODAY);
const oneWay = (over: Partial<SearchFormValues> = {}): SearchFormValues => ({
  ...DEFAULT_SEARCH_FORM,
  segments: [{ origin: city('DEL'), destination: city('BOM'), date: '01/12/2026' }],
  ...over,
});

describe('search form rules', () => {
  it('says which fields are required', () => {
    expect(issues(DEFAULT_SEARCH_FORM)).toEqual({
      'segments.0.origin': MSG.required,
      'segments.0.destination': MSG.required,
      'segments.0.date': MSG.required,
    });
    expect(issues(oneWay({ tripType: '2' }))).toEqual({ returnDate: MSG.required });
  });

  it('takes a valid one-way search', () => {
    expect(issues(oneWay())).toEqual({});
  });

  it('checks the dates: format, window and order', () => {
    const at = (date: string) =>
      oneWay({ segments: [{ origin: city('DEL'), destination: city('BOM'), date }] });
    expect(issues(at('2026-12-01'))).toEqual({ 'segments.0.date': 'Use the date format dd/MM/yyyy' });
    expect(issues(at('20/11/2026'))).toEqual({ 'segments.0.date': FLIGHT_MSG.pastDate });
    expect(issues(at('21/11/2026'))).toEqual({});
    expect(issues(at('31/08/2027'))).toEqual({});
    expect(issues(at('01/09/2027'))).toEqual({ 'segments.0.date': FLIGHT_MSG.tooFarAhead });
    expect(issues(oneWay({ tripType: '2', returnDate: '30/11/2026' }))).toEqual({
      returnDate: FLIGHT_MSG.returnBeforeDeparture,
    });
  });

  it('puts the passenger rules under their fields', () => {
    expect(issues(oneWay({ adults: 1, infants: 2 }))).toEqual({ infants: FLIGHT_MSG.infantsOverAdults });
    expect(issues(oneWay({ adults: 5, children: 3, infants: 2 }))).toEqual({
      adults: FLIGHT_MSG.tooManySeats,
    });
  });

  it('refuses the same city at both ends', () => {
    expect(
      issues(oneWay({ segments: [{ origin: city('DEL'), destination: city('DEL'), date: '01/12/2026' }] })),
    ).toEqual({ 'segments.0.destination': FLIGHT_MSG.sameCity });
  });

  it('checks every Multi Stop flight, in date order', () => {
    const values = oneWay({
      tripType: '3',
      segments: [
        { origin: city('DEL'), destination: city('BOM'), date: '05/12/2026' },
        { origin: city('BOM'), destination: null, date: '03/12/2026' },
      ],
    });
    expect(issues(values)).toEqual({
      'segments.1.destination': MSG.required,
      'segments.1.date': FLIGHT_MSG.legsOutOfOrder,
    });
  });
});

describe('search form to request', () => {
  it('makes a return request the contract accepts', () => {
    const request = toSearchRequest(
      oneWay({ tripType: '2', returnDate: '05/12/2026', returnType: '5' }),
      'IN',
    );
    expect(request).toEqual({
      JourneyType: 2,
      returnType: 5,
      cabinClass: 2,
      segments: [
        { origin: 'DEL', destination: 'BOM', preferredDepartureTime: '2026-12-01' },
        { origin: 'BOM', destination: 'DEL', preferredDepartureTime: '2026-12-05' },
      ],
      adultCount: 1,
      childCount: 0,
      infantCount: 0,
    });
    expect(searchRequest.safeParse(request).success).toBe(true);
  });

  it('asks international returns for normal fares', () => {
    const values = oneWay({
      tripType: '2',
      returnType: '3',
      returnDate: '05/12/2026',
      segments: [{ origin: city('DEL'), destination: city('DXB', 'AE'), date: '01/12/2026' }],
    });
    expect(toSearchRequest(values, 'IN').returnType).toBe(2);
  });

  it('reads domestic against the site’s own home country', () => {
    const values = oneWay({
      tripType: '2',
      returnType: '5',
      returnDate: '05/12/2026',
      segments: [{ origin: city('DXB', 'AE'), destination: city('AUH', 'AE'), date: '01/12/2026' }],
    });
    expect(toSearchRequest(values, 'AE').returnType).toBe(5);
    expect(toSearchRequest(values, 'IN').returnType).toBe(2);
  });

  it('prefills the form from a past request', () => {
    const request = toSearchRequest(
      oneWay({ tripType: '2', returnDate: '05/12/2026', adults: 2, cabin: '4' }),
      'IN',
    );
    const values = formFromRequest(request);
    expect(values).toMatchObject({ tripType: '2', cabin: '4', returnDate: '05/12/2026', adults: 2 });
    expect(values.segments).toEqual([
      {
        origin: expect.objectContaining({ airportCode: 'DEL' }),
        destination: expect.objectContaining({ airportCode: 'BOM' }),
        date: '01/12/2026',
      },
    ]);
  });

  it('maps server error keys onto the form fields', () => {
    expect(formFieldOf('adultCount', '1')).toBe('adults');
    expect(formFieldOf('infantCount', '1')).toBe('infants');
    expect(formFieldOf('segments.0.preferredDepartureTime', '1')).toBe('segments.0.date');
    expect(formFieldOf('segments.1.preferredDepartureTime', '2')).toBe('returnDate');
    expect(formFieldOf('segments.1.origin', '2')).toBe('segments.0.destination');
    expect(formFieldOf('segments.2.destination', '3')).toBe('segments.2.destination');
  });
});

describe('Multi Stop legs', () => {
  it('starts the next flight where the one before lands, unless its From was chosen otherwise', () => {
    expect(followingOrigin(null, null, city('BOM'))).toEqual(city('BOM'));
    expect(followingOrigin(city('BOM'), city('BOM'), city('GOI'))).toEqual(city('GOI'));
    expect(followingOrigin(city('BOM'), city('BOM'), null)).toBeNull();
    // An open jaw: the user flies into Mumbai and out of Pune.
    expect(followingOrigin(city('PNQ'), city('BOM'), city('GOI'))).toBeUndefined();
    expect(followingOrigin(city('GOI'), null, city('GOI'))).toBeUndefined();
  });
});
