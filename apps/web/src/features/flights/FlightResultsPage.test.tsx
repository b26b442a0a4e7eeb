import { FLIGHT_MSG, type FlightPriceData, MSG } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../app/store';
import { testSite, testUser } from '../../test/fixtures';
import { notify } from '../../ui/notify';
import { fdDeparture } from '../fixed-departures/test-fixtures';
import { AGENT_FARE_KEY } from './agent-fare';
import { todayIso } from './dates';
import { FlightResultsPage, prefetchFlightResults } from './FlightResultsPage';
import { formatDisplayDate } from './format';
import { PAGE_SIZE } from './ResultList';
import { RESULTS_MIN_HEIGHT } from './results-layout';
import { makeResult, makeSegment } from './test-fixtures';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

// Dates from today: a results link for a day already gone is re-run as a new search, not shown.
const daysFromToday = (days: number) =>
  new Date(Date.parse(todayIso()) + days * 86_400_000).toISOString().slice(0, 10);
const DEPART = daysFromToday(7);
const RETURN = daysFromToday(11);

const searchBy = (JourneyType = 1): FlightPriceData['searchBy'] => ({
  JourneyType,
  returnType: JourneyType === 2 ? 2 : null,
  cabinClass: 2,
  segments: [
    { origin: 'DEL', destination: 'BOM', preferredDepartureTime: DEPART },
    ...(JourneyType === 2 ? [{ origin: 'BOM', destination: 'DEL', preferredDepartureTime: RETURN }] : []),
  ],
  adultCount: 1,
  childCount: 0,
  infantCount: 0,
  isDomestic: true,
});

const priced = (searchId: string, results: FlightPriceData['results'], JourneyType = 1): FlightPriceData => ({
  searchId,
  searchBy: searchBy(JourneyType),
  results,
  expiresAt: `${DEPART}T23:59:59Z`,
});

/** Answers the flight calls from a table of path → body (or a function of the request body). */
type Answer = object | ((body: Record<string, unknown>) => object);
function serve(answers: Record<string, Answer>) {
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input).replace(/^\/api\//, '');
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    const answer = answers[path];
    const value = typeof answer === 'function' ? answer(body) : answer;
    if (value === undefined)
      return Response.json({ success: false, errorMessage: 'unexpected' }, { status: 500 });
    const failed = (value as { success?: boolean; errors?: object }).success === false;
    const status = failed ? ((value as { errors?: object }).errors ? 400 : 404) : 200;
    return Response.json(value, { status });
  });
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/flight/searchResult/:searchId', element: <FlightResultsPage /> },
      { path: '/flight/passengerDetails/:searchId', element: <p>passenger details</p> },
    ],
    { initialEntries: [url] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const URL_ONE_WAY = `/flight/searchResult/s1?origin=DEL&destination=BOM&departure=${DEPART}&adt=1&chd=0&inf=0`;
const cards = () => screen.queryAllByTestId('flight-card');

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useAppStore.setState({ site: testSite, auth: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.mocked(notify.error).mockClear();
});

describe('flight results page', () => {
  it('shows the fixed departures of the same sector and date as their own cards, booked as fixed departures', async () => {
    const fd = fdDeparture({ id: 'fd1', destination: 'BOM', departureDate: DEPART, total: 900_000 });
    serve({
      'api/getFlightPrice': { success: true, data: priced('s1', [[makeResult({ resultIndex: 'r1' })]]) },
      'master/getAirlinesStaticData': { success: true, data: [] },
      // A round-trip block does not answer a one-way search.
      'fixedDeparture/search': {
        success: true,
        data: {
          departures: [fd, fdDeparture({ id: 'fd2', tripType: 'roundTrip', returnDate: RETURN })],
        },
      },
    });
    renderAt(URL_ONE_WAY);
    // They come with the flights, never pushed in above flights already on screen.
    await screen.findByTestId('flight-card', {}, { timeout: 5000 });
    const section = screen.getByRole('region', { name: 'Fixed departures on this date' });
    const card = within(section).getByRole('article');
    expect(within(card).getByText('Fixed departure')).toBeTruthy();
    expect(within(card).getByRole('link', { name: /^Book/ }).getAttribute('href')).toBe(
      '/fixed-departures/fd1/book?adt=1&chd=0&inf=0',
    );
    const asked = fetchMock.mock.calls.find(([input]) => String(input).endsWith('fixedDeparture/search'));
    expect(JSON.parse(String(asked?.[1]?.body))).toEqual({
      origin: 'DEL',
      destination: 'BOM',
      date: DEPART,
      adultCount: 1,
      childCount: 0,
      infantCount: 0,
    });
    expect(cards()).toHaveLength(1);
  });

  it('keeps the results’ room while they come: a skeleton of the final layout in an area a screen high', async () => {
    let answer: (body: object) => void = () => {};
    fetchMock.mockImplementation(async (input) => {
      if (String(input).endsWith('api/getFlightPrice'))
        return new Promise<Response>((resolve) => {
          answer = (body) => resolve(Response.json(body));
        });
      return Response.json({
        success: true,
        data: String(input).includes('fixedDeparture') ? { departures: [] } : [],
      });
    });
    renderAt(URL_ONE_WAY);
    const area = screen.getByTestId('results-body');
    expect(getComputedStyle(area).minHeight).toBe(RESULTS_MIN_HEIGHT);
    const skeleton = within(area).getByTestId('results-skeleton');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(within(skeleton).getAllByText('', { selector: '.MuiSkeleton-rounded' }).length).toBeGreaterThan(1);
    answer({ success: true, data: priced('s1', [[makeResult({ resultIndex: 'r1' })]]) });
    await screen.findByTestId('flight-card', {}, { timeout: 5000 });
    // The same area holds the results.
    expect(screen.getByTestId('results-body')).toBe(area);
    expect(screen.queryByTestId('results-skeleton')).toBeNull();
  });

  it('asks for the fares, the logos and the fixed departures before the app first renders', async () => {
    serve({});
    prefetchFlightResults({
      params: { searchId: 'early-1' },
      search: new URLSearchParams(`origin=DEL&destination=BOM&departure=${DEPART}&adt=1&chd=0&inf=0`),
    });
    await waitFor(() => {
      const asked = fetchMock.mock.calls.map(([input]) => String(input).replace(/^\/api\//, ''));
      expect(asked).toEqual(
        expect.arrayContaining([
          'api/getFlightPrice',
          'master/getAirlinesStaticData',
          'fixedDeparture/search',
        ]),
      );
    });
    const price = fetchMock.mock.calls.find(([input]) => String(input).endsWith('api/getFlightPrice'));
    expect(JSON.parse(String(price?.[1]?.body))).toEqual({ searchId: 'early-1' });
  });

  it('shows a card per result with times, duration, stops, price and fare type', async () => {
    const result = makeResult({ resultIndex: 'r1', publishedPrice: 520_000, isRefundable: false });
    serve({
      'api/getFlightPrice': { success: true, data: priced('s1', [[result]]) },
      'master/getAirlinesStaticData': { success: true, data: [] },
    });
    renderAt(URL_ONE_WAY);
    const card = await screen.findByTestId('flight-card', {}, { timeout: 3000 });
    const text = card.textContent ?? '';
    for (const part of [
      '06:00',
      '08:10',
      'DEL',
      'BOM',
      '02 h 10 m',
      'Non-stop',
      '₹5,200',
      'Non-Refundable',
      '6E 2134',
    ])
      expect(text).toContain(part);
    expect(screen.getByText(`${formatDisplayDate(DEPART)} · 1 Adult · Economy`)).toBeTruthy();
  });

  it('renders a page of 500 results, filters them by stops and time band, and marks the filter time', async () => {
    const results = Array.from({ length: 500 }, (_, i) =>
      makeResult({
        resultIndex: `r${i}`,
        publishedPrice: 300_000 + i * 1000,
        flights: (i % 3) + 1,
        departs: `${String(i % 24).padStart(2, '0')}:15`,
      }),
    );
    serve({
      'api/getFlightPrice': { success: true, data: priced('s1', [results]) },
      'master/getAirlinesStaticData': { success: true, data: [] },
    });
    renderAt(URL_ONE_WAY);
    await waitFor(() => expect(cards()).toHaveLength(PAGE_SIZE), { timeout: 5000 });
    expect(screen.getByTestId('flight-results')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more (450 more)' }));
    expect(cards()).toHaveLength(2 * PAGE_SIZE);

    performance.clearMeasures();
    fireEvent.click(screen.getByLabelText('Direct'));
    await waitFor(() => expect(cards().every((c) => c.textContent?.includes('Non-stop'))).toBe(true));
    expect(performance.getEntriesByName('filter', 'measure')).toHaveLength(1);
    expect(screen.getByText(`167 of 500 flights`)).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Before 11AM'));
    // Direct and departing 04:15 … 10:15.
    await waitFor(() =>
      expect(screen.getByText(/^\d+ of 500 flights$/).textContent).not.toBe('167 of 500 flights'),
    );
    for (const card of cards()) expect(Number(card.textContent?.match(/(\d\d):15/)?.[1])).toBeLessThan(11);
  });

  it('says No Reults found! when the filters remove everything, and clears them', async () => {
    serve({
      'api/getFlightPrice': { success: true, data: priced('s1', [[makeResult({ flights: 1 })]]) },
      'master/getAirlinesStaticData': { success: true, data: [] },
    });
    renderAt(URL_ONE_WAY);
    await screen.findByTestId('flight-card', {}, { timeout: 3000 });
    fireEvent.click(screen.getByLabelText('2 & more'));
    expect(await screen.findByText(MSG.noResults)).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('no-match')).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByTestId('flight-card')).toBeTruthy();
  });

  it('re-runs an expired search from the URL once and moves to the new searchId', async () => {
    const search = vi.fn(() => ({ success: true, data: { searchId: 's2', searchBy: searchBy() } }));
    serve({
      'api/getFlightPrice': (body) =>
        body.searchId === 's2'
          ? { success: true, data: priced('s2', [[makeResult({ resultIndex: 'fresh' })]]) }
          : { success: false, errorMessage: FLIGHT_MSG.searchNotFound },
      'api/search': search,
      'master/getAirlinesStaticData': { success: true, data: [] },
    });
    const router = renderAt(URL_ONE_WAY);
    await screen.findByTestId('flight-card', {}, { timeout: 3000 });
    expect(search).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/flight/searchResult/s2');
    expect(router.state.location.search).toContain('origin=DEL');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  describe('a link whose search cannot run', () => {
    const DELHI = {
      cityCode: 'DEL',
      label: 'Delhi (DEL)',
      subTitle: 'Indira Gandhi International Airport, India',
      airportCode: 'DEL',
      countryCode: 'IN',
    };
    const inAWeek = new Date(Date.parse(todayIso()) + 7 * 86_400_000).toISOString().slice(0, 10);
    const expiredAnd = (answers: Record<string, Answer>) =>
      serve({
        'api/getFlightPrice': { success: false, errorMessage: FLIGHT_MSG.searchNotFound },
        // Asked beside the fares, before the page knows the search is gone.
        'master/getAirlinesStaticData': { success: true, data: [] },
        'api/getAirports': (body) => ({
          success: true,
          data: body.searchQuery === 'DEL' ? [DELHI] : [],
        }),
        ...answers,
      });
    const box = (name: string) => screen.getByRole<HTMLInputElement>('combobox', { name });

    it('a hand-edited origin = destination opens the filled form with the field message, unsent', async () => {
      const search = vi.fn(() => ({ success: true, data: { searchId: 's2', searchBy: searchBy() } }));
      expiredAnd({ 'api/search': search });
      renderAt(`/flight/searchResult/s1?origin=DEL&destination=DEL&departure=${inAWeek}&adt=2&chd=0&inf=0`);
      expect(await screen.findByText(FLIGHT_MSG.sameCity, {}, { timeout: 3000 })).toBeTruthy();
      await waitFor(() => expect(box('From').value).toBe('Delhi (DEL)'), { timeout: 3000 });
      expect(box('To').value).toBe('Delhi (DEL)');
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Departure' }).value).toBe(
        inAWeek.split('-').reverse().join('/'),
      );
      expect(screen.getByRole('combobox', { name: 'Adults (12+ yrs)' }).textContent).toBe('2');
      expect(screen.queryByText(FLIGHT_MSG.searchNotFound)).toBeNull();
      expect(search).not.toHaveBeenCalled();
      expect(notify.error).not.toHaveBeenCalled();
    });

    it('a re-run the server refuses shows its field message under the field and toasts it plainly', async () => {
      expiredAnd({
        'api/search': {
          success: false,
          errorMessage: 'segments.0.destination: Unknown airport code QQQ',
          errors: { 'segments.0.destination': 'Unknown airport code QQQ' },
        },
      });
      renderAt(`/flight/searchResult/s1?origin=DEL&destination=QQQ&departure=${inAWeek}&adt=1`);
      expect(await screen.findByText('Unknown airport code QQQ', {}, { timeout: 3000 })).toBeTruthy();
      expect(box('To').value).toBe('QQQ');
      expect(screen.queryByText(FLIGHT_MSG.searchNotFound)).toBeNull();
      expect(vi.mocked(notify.error).mock.calls).toEqual([['Unknown airport code QQQ']]);
    });
  });

  it('offers a domestic return as two lists, cheapest of each chosen, and books the pair', async () => {
    const out = [
      makeResult({ resultIndex: 'ob1', publishedPrice: 600_000 }),
      makeResult({ resultIndex: 'ob2', publishedPrice: 450_000 }),
    ];
    const back = [makeResult({ resultIndex: 'ib1', publishedPrice: 500_000 })];
    back[0]?.segments.splice(0, 1, [
      makeSegment({ originAirportCode: 'BOM', destinationAirportCode: 'DEL' }),
    ]);
    serve({
      'api/getFlightPrice': { success: true, data: priced('s1', [out, back], 2) },
      'master/getAirlinesStaticData': { success: true, data: [] },
    });
    const router = renderAt(
      `/flight/searchResult/s1?origin=DEL&destination=BOM&departure=${DEPART}&return=${RETURN}&adt=1&chd=0&inf=0`,
    );
    await waitFor(() => expect(screen.getAllByRole('radiogroup', { name: /flights$/ })).toHaveLength(2), {
      timeout: 3000,
    });
    expect(screen.getByTestId('pair-total').textContent).toBe('₹9,500');
    fireEvent.click(screen.getByRole('radio', { name: /₹6,000/ }));
    expect(screen.getByTestId('pair-total').textContent).toBe('₹11,000');
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Selected flights' })).getByRole('button', { name: 'Book' }),
    );
    await screen.findByText('passenger details');
    expect(router.state.location.pathname).toBe('/flight/passengerDetails/s1');
    expect(router.state.location.search).toBe('?resultIndex=ob1&resultIndex=ib1');
  });
});

describe('what a result card says about its fare', () => {
  const adults = (passengerCount: number) => [
    {
      passengerType: 1 as const,
      passengerCount,
      baseFare: 0,
      tax: 0,
      offeredOtherCharges: 0,
      publishedFare: 0,
      publishedPrice: 0,
    },
  ];
  // ₹5,000 fare, ₹200 service fee: ₹5,236 with GST; ₹40 commission.
  const saver = makeResult({
    resultIndex: 'saver',
    fareFamily: 'Saver',
    publishedFare: 500_000,
    markup: { ruleId: null, amount: 20_000 },
    publishedPrice: 523_600,
    commissionEarned: 4_000,
  });
  const flexi = makeResult({
    resultIndex: 'flexi',
    fareFamily: 'Flexi',
    publishedFare: 610_000,
    markup: { ruleId: null, amount: 20_000 },
    publishedPrice: 633_600,
    commissionEarned: 4_880,
  });
  const showResults = async (results = [saver, flexi]) => {
    serve({
      'api/getFlightPrice': { success: true, data: priced('s1', [results]) },
      'master/getAirlinesStaticData': { success: true, data: [] },
    });
    renderAt(URL_ONE_WAY);
    await screen.findAllByTestId('flight-card', {}, { timeout: 3000 });
  };
  const signInAs = (user: Partial<typeof testUser>) =>
    useAppStore.setState({ auth: { token: 't', user: { ...testUser, ...user } } });

  beforeEach(() => localStorage.clear());

  it('names the fare family, so one flight at two prices reads as two fares', async () => {
    await showResults();
    const [first, second] = cards();
    expect(first?.textContent).toContain('Saver');
    expect(second?.textContent).toContain('Flexi');
    expect(first?.getAttribute('aria-label')).toBe('IndiGo 6E 2134 at 06:00, Saver fare');
    expect(second?.getAttribute('aria-label')).toBe('IndiGo 6E 2134 at 06:00, Flexi fare');
  });

  it('says whether its price is per adult or for all travellers', async () => {
    await showResults([
      { ...saver, fareBreakdown: adults(1) },
      { ...flexi, fareBreakdown: adults(3) },
    ]);
    const [one, three] = cards();
    expect(within(one as HTMLElement).getByText('per adult')).toBeTruthy();
    expect(within(three as HTMLElement).getByText('for all 3 travellers')).toBeTruthy();
  });

  it('shows an agent the net fare and commission, hidden with a switch the browser remembers', async () => {
    signInAs({ userType: 'travelAgent' });
    await showResults();
    const [first] = cards();
    expect(within(first as HTMLElement).getByTestId('agent-fare').textContent).toBe(
      'Net ₹5,196 · Commission ₹40',
    );
    const toggle = screen.getByRole('switch', { name: 'Net fare & commission' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    // A keyboard user reaches it and flips it; the checkbox's click is what Space sends.
    toggle.focus();
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    expect(screen.queryAllByTestId('agent-fare')).toHaveLength(0);
    expect(localStorage.getItem(AGENT_FARE_KEY)).toBe('1');

    // Hidden it stays, on the next page of results too.
    cleanup();
    await showResults();
    expect(screen.queryAllByTestId('agent-fare')).toHaveLength(0);
    fireEvent.click(screen.getByRole('switch', { name: 'Net fare & commission' }));
    expect(screen.getAllByTestId('agent-fare')).toHaveLength(2);
    expect(localStorage.getItem(AGENT_FARE_KEY)).toBeNull();
  });

  it('adds back the TDS on the commission when the agent’s entity has it deducted', async () => {
    signInAs({ userType: 'travelAgent', isTdsDeductable: true });
    await showResults([saver]);
    // 2% of ₹40 is ₹0.80.
    expect(screen.getByTestId('agent-fare').textContent).toBe('Net ₹5,196.80 · Commission ₹40');
  });

  it('never shows net fare or commission to retail, corporate, staff or a visitor', async () => {
    for (const user of [
      { userType: 'retail' },
      { userType: 'corporate' },
      { userType: 'staff' },
      null,
    ] as const) {
      if (user) signInAs(user);
      else useAppStore.setState({ auth: null });
      await showResults();
      expect(screen.queryAllByTestId('agent-fare')).toHaveLength(0);
      expect(screen.queryByRole('switch', { name: 'Net fare & commission' })).toBeNull();
      expect(cards()[0]?.textContent).not.toContain('Commission');
      cleanup();
    }
  });
});
