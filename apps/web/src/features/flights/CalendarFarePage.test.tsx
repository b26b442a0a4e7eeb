import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../app/store';
import { testSite } from '../../test/fixtures';
import { CalendarFarePage } from './CalendarFarePage';
import { daySaid } from './calendar-days';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
// Next month: every day can be flown.
const month = dayjs().add(1, 'month').format('YYYY-MM');
const day = (n: number) => `${month}-${String(n).padStart(2, '0')}`;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useAppStore.setState({ site: testSite, auth: null });
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    if (path.endsWith('api/getAirports')) return Response.json({ success: true, data: [] });
    if (path.endsWith('api/getCalendarFare'))
      return Response.json({
        success: true,
        data: {
          origin: 'DEL',
          destination: 'BOM',
          month: body.month,
          days: [1, 2, 3].map((n) => ({
            date: day(n),
            airlineCode: '6E',
            airlineName: 'IndiGo',
            fare: n === 2 ? 412_300 : 650_000,
            isLowestFareOfMonth: n === 2,
          })),
        },
      });
    if (path.endsWith('api/search'))
      return Response.json({
        success: true,
        data: {
          searchId: 'cal-1',
          searchBy: {
            JourneyType: 1,
            returnType: null,
            cabinClass: 2,
            segments: [{ origin: 'DEL', destination: 'BOM', preferredDepartureTime: day(2) }],
            adultCount: 1,
            childCount: 0,
            infantCount: 0,
            isDomestic: true,
          },
        },
      });
    return Response.json({ success: false, errorMessage: 'unexpected' }, { status: 500 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('fare calendar page', () => {
  it('shows each day’s fare, highlights the cheapest and searches a day', async () => {
    const router = createMemoryRouter(
      [
        { path: '/flight/calendarFareResult', element: <CalendarFarePage /> },
        { path: '/flight/searchResult/:searchId', element: <p>results page</p> },
      ],
      { initialEntries: [`/flight/calendarFareResult?origin=DEL&destination=BOM&month=${month}`] },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    // Each day is named by what it shows, first the day, then the fare and the airline (WCAG 2.5.3).
    const dateOf = (n: number) => `${n}${daySaid(day(n), false, false, false).afterDay}`;
    // The fares are in when their text is: then one pass over the days' names (each pass over 31
    // buttons computes every name, seconds on a busy machine).
    await screen.findByText('₹4,123');
    const cheapest = screen.getByRole('button', { name: `${dateOf(2)}₹4,123 per adult, IndiGo, cheapest` });
    expect(cheapest.getAttribute('data-cheapest')).toBe('true');
    expect(cheapest.getAttribute('aria-label')).toBeNull();
    expect(screen.getByRole('button', { name: `${dateOf(1)}₹6,500 per adult, IndiGo` })).toBeTruthy();
    // The page says what its prices are for, in the words of the result cards.
    expect(screen.getByText('The cheapest one-way fare of each day, per adult.')).toBeTruthy();
    expect((screen.getByRole('button', { name: `${dateOf(9)}no fare` }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(cheapest);
    await screen.findByText('results page');
    const searchCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('api/search'));
    expect(JSON.parse(String(searchCall?.[1]?.body))).toMatchObject({
      JourneyType: 1,
      adultCount: 1,
      segments: [{ origin: 'DEL', destination: 'BOM', preferredDepartureTime: day(2) }],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/flight/searchResult/cal-1'));
  });
});
