import { encodeTicketSlug } from '@app/contracts';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testSite } from '../test/fixtures';
import { PageTitle } from '../ui/PageTitle';
import { DocumentTitle } from './DocumentTitle';
import { shortDate } from './page-names';
import { useAppStore } from './store';

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <DocumentTitle />
            <Outlet />
          </>
        ),
        children: [
          { path: 'staff/customers', element: <PageTitle title="Customers" /> },
          { path: 'flight/searchResult/:searchId', element: <PageTitle title="DEL → BOM" /> },
          { path: 'flight/eTicket/:slug', element: <p>ticket</p> },
          { path: 'unnamed', element: <p>nothing to name it</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  useAppStore.setState({ site: testSite });
  document.title = 'Flight Deals - cheap flights';
});
afterEach(cleanup);

describe('the browser tab names the page and the site', () => {
  it('names a page by its heading', () => {
    renderAt('/staff/customers');
    expect(document.title).toBe('Customers · Flight Deals');
  });

  it('names search results by route and date, as the address says', () => {
    renderAt('/flight/searchResult/s1?origin=DEL&destination=BOM&departure=2026-12-07&adt=1');
    expect(document.title).toBe('DEL → BOM, 7 Dec · Flight Deals');
  });

  it('gives a return trip both dates', () => {
    renderAt(
      '/flight/searchResult/s1?origin=DEL&destination=BOM&departure=2026-12-07&return=2026-12-14&adt=1',
    );
    expect(document.title).toBe('DEL ⇄ BOM, 7 Dec – 14 Dec · Flight Deals');
  });

  it('names an e-ticket by its PNR', () => {
    renderAt(`/flight/eTicket/${encodeURIComponent(encodeTicketSlug('b-1', 'ABC123'))}`);
    expect(document.title).toBe('E-ticket ABC123 · Flight Deals');
  });

  it("does not keep the previous page's name on a page that has none", async () => {
    const router = renderAt('/staff/customers');
    expect(document.title).toBe('Customers · Flight Deals');
    await act(() => router.navigate('/unnamed'));
    expect(document.title).toBe('Flight Deals - cheap flights');
  });

  it('follows the site: another label names it', () => {
    useAppStore.setState({
      site: {
        ...testSite,
        brandingSettings: { form: { ...testSite.brandingSettings.form, label: 'Partner' } },
      },
    });
    renderAt('/staff/customers');
    expect(document.title).toBe('Customers · Partner');
  });

  it("takes staff's SEO title for a public page, as the site data carries it", async () => {
    useAppStore.setState({ site: { ...testSite, seoTitles: { '/flight/searchResult/s1': 'Cheap fares' } } });
    const router = renderAt('/flight/searchResult/s1/?origin=DEL&destination=BOM&departure=2026-12-07&adt=1');
    expect(document.title).toBe('Cheap fares');
    await act(() => router.navigate('/staff/customers'));
    expect(document.title).toBe('Customers · Flight Deals');
  });
});

describe('short dates', () => {
  it('reads an API date as day and month', () => {
    expect(shortDate('2026-12-07')).toBe('7 Dec');
    expect(shortDate('2027-01-31T10:00:00')).toBe('31 Jan');
    expect(shortDate('nonsense')).toBe('');
  });
});
