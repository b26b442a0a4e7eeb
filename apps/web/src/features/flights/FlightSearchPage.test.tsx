import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../app/store';
import { testSite } from '../../test/fixtures';
import { FlightSearchPage } from './FlightSearchPage';
import { SearchForm } from './SearchForm';
import { SearchFormStandIn } from './SearchFormStandIn';
import { tabStops } from './search-form-handover';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

const withProviders = (children: React.ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

/** A tab stop as a person meets it: what it is, what it is called, what it holds. */
function described(element: HTMLElement): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  const label = labelledBy
    ? labelledBy
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ')
    : element.id
      ? document.querySelector(`label[for="${element.id}"]`)?.textContent
      : undefined;
  return [
    element.tagName,
    element.getAttribute('role') ?? '',
    element.getAttribute('aria-label') ?? label ?? '',
    element.getAttribute('aria-pressed') ?? '',
    element.getAttribute('name') ?? '',
    element instanceof HTMLInputElement ? element.value : (element.textContent ?? ''),
  ].join('|');
}

const searchForm = () => screen.getByRole('form', { name: 'Flight search' });
const isRealForm = () => !!document.querySelector('.MuiAutocomplete-root');

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => Response.json({ success: true, data: [] }));
  useAppStore.setState({ site: testSite, auth: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('the search form stand-in', () => {
  it("has SearchForm's tab stops, in order, with the same roles, names and values", () => {
    render(
      withProviders(
        <MemoryRouter>
          <SearchFormStandIn onIntent={() => undefined} />
        </MemoryRouter>,
      ),
    );
    const standIn = tabStops(searchForm()).map(described);
    cleanup();
    render(
      withProviders(
        <MemoryRouter>
          <SearchForm />
        </MemoryRouter>,
      ),
    );
    expect(standIn).toEqual(tabStops(searchForm()).map(described));
    expect(standIn).toHaveLength(14);
  });

  it('gives way to the form once used; what was typed and pressed meanwhile is done on the form', async () => {
    const router = createMemoryRouter([{ path: '/flight/search', element: <FlightSearchPage /> }], {
      initialEntries: ['/flight/search'],
    });
    render(withProviders(<RouterProvider router={router} />));
    expect(isRealForm()).toBe(false);

    // Typed, then Return pressed with no pointer or focus first (as a screen reader clicks): the press
    // alone loads the form.
    const from = screen.getByRole('combobox', { name: 'From' }) as HTMLInputElement;
    from.value = 'Del';
    fireEvent.click(screen.getByRole('button', { name: 'Return' }));

    await waitFor(() => expect(isRealForm()).toBe(true));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Return' }).getAttribute('aria-pressed')).toBe('true'),
    );
    const realFrom = screen.getByRole('combobox', { name: 'From' }) as HTMLInputElement;
    expect(realFrom).not.toBe(from);
    expect(realFrom.value).toBe('Del');
    expect(screen.getByRole('textbox', { name: 'Return' })).toBeTruthy();
  });

  it('is not shown again once the form has loaded', () => {
    render(
      withProviders(
        <MemoryRouter initialEntries={['/flight/search']}>
          <FlightSearchPage />
        </MemoryRouter>,
      ),
    );
    expect(isRealForm()).toBe(true);
  });
});
