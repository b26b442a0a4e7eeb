import { MSG } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../app/store';
import { testSite } from '../../test/fixtures';
import { BAD_DATE, toInputDate } from '../../ui/input-dates';
import { todayIso } from './dates';
import { SearchForm } from './SearchForm';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const CITIES = [
  {
    cityCode: 'DEL',
    label: 'Delhi (DEL)',
    subTitle: 'Indira Gandhi International Airport, India',
    airportCode: 'DEL',
    countryCode: 'IN',
  },
  {
    cityCode: 'BOM',
    label: 'Mumbai (BOM)',
    subTitle: 'Chhatrapati Shivaji Maharaj International Airport, India',
    airportCode: 'BOM',
    countryCode: 'IN',
  },
];

const SEARCH_BY = {
  JourneyType: 1,
  returnType: null,
  cabinClass: 2,
  segments: [{ origin: 'DEL', destination: 'BOM', preferredDepartureTime: todayIso() }],
  adultCount: 1,
  childCount: 0,
  infantCount: 0,
  isDomestic: true,
};

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/flight/search', element: <SearchForm /> },
      { path: '/flight/searchResult/:searchId', element: <p>results page</p> },
    ],
    { initialEntries: ['/flight/search'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useAppStore.setState({ site: testSite, auth: null });
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input);
    const body = JSON.parse(String(init?.body ?? '{}')) as { searchQuery?: string };
    if (path.endsWith('api/getAirports')) {
      const q = (body.searchQuery ?? '').toUpperCase();
      return Response.json({ success: true, data: CITIES.filter((c) => c.airportCode.startsWith(q)) });
    }
    if (path.endsWith('api/search'))
      return Response.json({ success: true, data: { searchId: 'new-search', searchBy: SEARCH_BY } });
    return Response.json({ success: false, errorMessage: 'unexpected' }, { status: 500 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

/** Types into a city box, waits for the lookup after its pause, and leaves the box (as Tab does). */
async function pickCity(label: string, typed: string, expected: string, inside?: HTMLElement) {
  const box = (inside ? within(inside) : screen).getByRole('combobox', { name: label });
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: typed } });
  await screen.findByRole(
    'option',
    { name: new RegExp(expected.replace(/[()]/g, '\\$&')) },
    { timeout: 2000 },
  );
  fireEvent.keyDown(box, { key: 'Tab' });
  fireEvent.blur(box);
  await waitFor(() => expect((box as HTMLInputElement).value).toBe(expected));
}

describe('flight search form', () => {
  it('puts the required message under every empty field', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Search flights' }));
    await waitFor(() => expect(screen.getAllByText(MSG.required)).toHaveLength(3));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('looks cities up after the pause, takes the first on Tab, searches and opens the results', async () => {
    const router = renderForm();
    await pickCity('From', 'del', 'Delhi (DEL)');
    await pickCity('To', 'bom', 'Mumbai (BOM)');
    const departure = toInputDate(todayIso());
    fireEvent.change(screen.getByRole('textbox', { name: 'Departure' }), { target: { value: departure } });
    fireEvent.click(screen.getByRole('button', { name: 'Search flights' }));
    await screen.findByText('results page', {}, { timeout: 3000 });
    const searchCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('api/search'));
    expect(JSON.parse(String(searchCall?.[1]?.body))).toEqual({
      JourneyType: 1,
      cabinClass: 2,
      segments: [{ origin: 'DEL', destination: 'BOM', preferredDepartureTime: todayIso() }],
      adultCount: 1,
      childCount: 0,
      infantCount: 0,
    });
    expect(router.state.location.pathname).toBe('/flight/searchResult/new-search');
    expect(router.state.location.search).toContain(`departure=${todayIso()}`);
  });

  it('takes a date typed as digits alone, putting the slashes in as they are typed, or with other separators', async () => {
    renderForm();
    await pickCity('From', 'del', 'Delhi (DEL)');
    await pickCity('To', 'bom', 'Mumbai (BOM)');
    const departure = screen.getByRole<HTMLInputElement>('textbox', { name: 'Departure' });
    const digits = toInputDate(todayIso()).replaceAll('/', '');
    const shown: string[] = [];
    for (const key of digits) {
      fireEvent.change(departure, { target: { value: departure.value + key } });
      shown.push(departure.value);
    }
    expect(shown.slice(1, 5)).toEqual([
      digits.slice(0, 2),
      `${digits.slice(0, 2)}/${digits[2]}`,
      `${digits.slice(0, 2)}/${digits.slice(2, 4)}`,
      `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits[4]}`,
    ]);
    expect(departure.value).toBe(toInputDate(todayIso()));
    // Dashes instead: read as the same day, and shown with slashes once the field is left.
    const [year, month, day] = todayIso().split('-');
    fireEvent.change(departure, { target: { value: `${Number(day)}-${Number(month)}-${year}` } });
    fireEvent.blur(departure);
    await waitFor(() => expect(departure.value).toBe(toInputDate(todayIso())));
    fireEvent.click(screen.getByRole('button', { name: 'Search flights' }));
    await screen.findByText('results page', {}, { timeout: 3000 });
    const searchCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('api/search'));
    expect(JSON.parse(String(searchCall?.[1]?.body)).segments[0].preferredDepartureTime).toBe(todayIso());
  });

  it('keeps its message for a day that does not exist', async () => {
    renderForm();
    const departure = screen.getByRole<HTMLInputElement>('textbox', { name: 'Departure' });
    fireEvent.change(departure, { target: { value: '31022099' } });
    expect(departure.value).toBe('31/02/2099');
    fireEvent.click(screen.getByRole('button', { name: 'Search flights' }));
    expect(await screen.findByText(BAD_DATE)).toBeTruthy();
  });

  it('waits 500 ms before looking a city up', async () => {
    // The pause (spec §9: 500 ms) runs on a fake clock: no real sleep, no dependence on machine speed.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const tick = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
    try {
      renderForm();
      const box = screen.getByRole('combobox', { name: 'From' });
      fireEvent.change(box, { target: { value: 'de' } });
      await tick(400);
      fireEvent.change(box, { target: { value: 'del' } });
      await tick(499);
      expect(fetchMock).not.toHaveBeenCalled();
      await tick(1);
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ searchQuery: 'del' });
  });

  it('shows a Multi Stop with two flights and adds up to six', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Multi Stop' }));
    expect(await screen.findAllByRole('group', { name: /^Flight \d$/ })).toHaveLength(2);
    const add = screen.getByRole('button', { name: 'Add flight' });
    for (let i = 0; i < 4; i += 1) fireEvent.click(add);
    expect(screen.getAllByRole('group', { name: /^Flight \d$/ })).toHaveLength(6);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'One Way' }));
    await waitFor(() => expect(screen.queryAllByRole('group', { name: /^Flight \d$/ })).toHaveLength(0));
  });

  it('starts a Multi Stop’s next flight where the one before lands, and follows a changed To', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Multi Stop' }));
    const [first, second] = await screen.findAllByRole('group', { name: /^Flight \d$/ });
    const secondFrom = () => within(second!).getByRole<HTMLInputElement>('combobox', { name: 'From' }).value;
    await pickCity('To', 'bom', 'Mumbai (BOM)', first);
    await waitFor(() => expect(secondFrom()).toBe('Mumbai (BOM)'));
    fireEvent.click(screen.getByRole('button', { name: 'Swap from and to of flight 1' }));
    await pickCity('From', 'bom', 'Mumbai (BOM)', first);
    await pickCity('To', 'del', 'Delhi (DEL)', first);
    await waitFor(() => expect(secondFrom()).toBe('Delhi (DEL)'));
  });
});
