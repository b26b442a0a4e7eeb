import { type FareQuote, type FlightPriceData, MSG, PAX_MSG } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../app/store';
import { testSite, testUser } from '../../test/fixtures';
import { makeResult } from '../flights/test-fixtures';
import { PassengerDetailsPage } from './PassengerDetailsPage';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

const searchBy: FlightPriceData['searchBy'] = {
  JourneyType: 1,
  returnType: null,
  cabinClass: 2,
  segments: [{ origin: 'DEL', destination: 'BOM', preferredDepartureTime: '2026-12-01' }],
  adultCount: 2,
  childCount: 1,
  infantCount: 0,
  isDomestic: true,
};

const fare = makeResult({
  resultIndex: 'OB1',
  publishedPrice: 1_560_000,
  fareBreakdown: [
    {
      passengerType: 1,
      passengerCount: 2,
      baseFare: 0,
      tax: 0,
      offeredOtherCharges: 0,
      publishedFare: 0,
      publishedPrice: 0,
    },
    {
      passengerType: 2,
      passengerCount: 1,
      baseFare: 0,
      tax: 0,
      offeredOtherCharges: 0,
      publishedFare: 0,
      publishedPrice: 0,
    },
  ],
});

const quote = (over: Partial<FareQuote> = {}): FareQuote => ({
  fare,
  isPriceChanged: false,
  isTimeChanged: false,
  shownPrice: fare.publishedPrice,
  ...over,
});

function serve(
  fareQuote: FareQuote,
  validate: object = { success: true, data: { valid: true, totalPayable: 1, passengers: 3 } },
  trip: FlightPriceData['searchBy'] = searchBy,
) {
  const answers: Record<string, object> = {
    'api/getFlightPrice': {
      success: true,
      data: { searchId: 's1', searchBy: trip, results: [[fare]], expiresAt: '2026-12-01T00:00:00Z' },
    },
    'api/getPassengerViewOptions': {
      success: true,
      data: {
        countryList: [{ name: 'India', dial_code: '+91', code: 'IN' }],
        phoneCodeList: [{ name: 'India', dial_code: '+91', code: 'IN' }],
        fareRules: [],
        fareQuote,
      },
    },
    'api/getSSR': { success: false, errorMessage: 'No SSR details found' },
    'api/validateBooking': validate,
  };
  fetchMock.mockImplementation(async (input) => {
    const path = String(input).replace(/^\/api\//, '');
    const value = answers[path] ?? { success: false, errorMessage: 'unexpected' };
    const status = (value as { success?: boolean }).success === false ? 400 : 200;
    return Response.json(value, { status });
  });
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/flight/searchResult/:searchId', element: <p>results</p> },
      { path: '/flight/passengerDetails/:searchId', element: <PassengerDetailsPage /> },
      { path: '/flight/bookingReview', element: <p>review</p> },
    ],
    { initialEntries: ['/flight/searchResult/s1', url], initialIndex: 1 },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const URL = '/flight/passengerDetails/s1?resultIndex=OB1';

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useAppStore.setState({ site: testSite, auth: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('passenger details page', () => {
  it('renders a form per passenger from the fare counts, the trip and the total', async () => {
    serve(quote());
    renderAt(URL);
    expect(await screen.findByRole('heading', { name: 'Adult 1' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Adult 2' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Child 1' })).toBeTruthy();
    expect(screen.getAllByLabelText(/First name/)).toHaveLength(3);
    // Contact only for the lead; no passport on a domestic trip.
    expect(screen.getAllByLabelText(/Email/)).toHaveLength(1);
    expect(screen.queryByLabelText(/Passport number/)).toBeNull();
    expect(screen.getByTestId('trip-leg').textContent).toContain('Tue,01 Dec 2026');
    expect(screen.getByTestId('fare-summary').textContent).toContain('₹15,600');
  });

  it('asks a domestic adult no date of birth, a child one, and fills the lead’s contact from the account', async () => {
    useAppStore.setState({ site: testSite, auth: { token: 't', user: testUser } });
    serve(quote());
    renderAt(URL);
    await screen.findByRole('heading', { name: 'Adult 1' }, { timeout: 3000 });
    // Only the child's fare depends on a date of birth.
    const births = screen.getAllByLabelText(/Date of birth/);
    expect(births).toHaveLength(1);
    expect(
      within(
        screen.getByRole('heading', { name: 'Child 1' }).closest('.MuiCard-root') as HTMLElement,
      ).getByLabelText(/Date of birth/),
    ).toBe(births[0]);
    expect((screen.getByLabelText(/Email/) as HTMLInputElement).value).toBe('retail@flightdeals.test');
    expect((screen.getByLabelText(/Mobile number/) as HTMLInputElement).value).toContain('98765');
    // The supplier asks the lead of a domestic booking for an address.
    expect(screen.getByLabelText(/Address/)).toBeTruthy();
  });

  it('asks every traveller abroad for a date of birth and a passport, and the lead for no address', async () => {
    serve(quote(), undefined, {
      ...searchBy,
      segments: [{ origin: 'DEL', destination: 'DXB', preferredDepartureTime: '2026-12-01' }],
      isDomestic: false,
    });
    renderAt(URL);
    await screen.findByRole('heading', { name: 'Adult 1' }, { timeout: 3000 });
    expect(screen.getAllByLabelText(/Date of birth/)).toHaveLength(3);
    expect(screen.getAllByLabelText(/Passport number/)).toHaveLength(3);
    expect(screen.queryByLabelText(/Address/)).toBeNull();
    expect(screen.getAllByLabelText(/Email/)).toHaveLength(1);
  });

  it('asks each traveller for a PAN and a passport at home when the fare’s airline demands them', async () => {
    serve(quote({ fare: { ...fare, documents: { passport: true, pan: true } } }));
    renderAt(URL);
    await screen.findByRole('heading', { name: 'Adult 1' }, { timeout: 3000 });
    expect(screen.getAllByLabelText(/Passport number/)).toHaveLength(3);
    const pans = screen.getAllByLabelText(/PAN/);
    expect(pans).toHaveLength(3);
    fireEvent.change(pans[0] as HTMLElement, { target: { value: 'ABCD1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(PAX_MSG.pan)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('validateBooking'))).toBe(false);
  });

  it('shows the new total when the price changed, and goes back on request', async () => {
    serve(quote({ isPriceChanged: true, shownPrice: 1_500_000 }));
    const router = renderAt(URL);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 3000 });
    expect(within(dialog).getByText('Price changed')).toBeTruthy();
    expect(dialog.textContent).toContain('₹15,600');
    expect(dialog.textContent).toContain('₹15,000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to results' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flight/searchResult/s1'));
  });

  it('puts validation errors under the fields and does not submit', async () => {
    serve(quote());
    renderAt(URL);
    await screen.findByRole('heading', { name: 'Adult 1' }, { timeout: 3000 });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getAllByText(MSG.required).length).toBeGreaterThan(5));
    expect(screen.getByText(MSG.phoneRequired)).toBeTruthy();
    const firstName = screen.getAllByLabelText(/First name/)[0] as HTMLElement;
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('validateBooking'))).toBe(false);
  });

  it('goes back to the results when the fare cannot be quoted', async () => {
    serve(quote());
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) =>
      String(input).includes('getPassengerViewOptions')
        ? Response.json(
            { success: false, errorMessage: 'This flight is no longer available.' },
            { status: 404 },
          )
        : (answer as typeof fetch)(input, init),
    );
    const router = renderAt(URL);
    await waitFor(() => expect(router.state.location.pathname).toBe('/flight/searchResult/s1'), {
      timeout: 3000,
    });
  });
});
