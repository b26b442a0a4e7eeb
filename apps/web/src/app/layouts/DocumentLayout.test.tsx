import { screen } from '@testing-library/react';
import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes, SIGNED_IN, stubFetchEachTest } from '../../test/render-routes';
import { routes } from '../router';
import { useAppStore } from '../store';
import { DocumentLayout } from './DocumentLayout';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = stubFetchEachTest(null);

const ticketAt = (path: string) =>
  renderRoutes(
    [
      {
        element: <DocumentLayout />,
        children: [{ path: 'ticket', element: <h1>Arjun Tours & Travels</h1> }],
      },
    ],
    path,
  );

/** Decision 0053: a ticket's link opened by whoever is not signed in is the ticket alone. */
describe('the frame of a shared ticket', () => {
  it('is the document alone for a visitor: no site header, Log in / Sign up, popup or footer', async () => {
    ticketAt('/ticket');
    expect(await screen.findByRole('heading', { name: 'Arjun Tours & Travels' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByText(/Log in|Sign up/)).toBeNull();
    // The test site has a popup alert: the site's frame would show it.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Flight Deals')).toBeNull();
  });

  it("is the app's own frame for a signed-in user", async () => {
    useAppStore.setState({ auth: SIGNED_IN });
    fetchMock.mockImplementation(async () =>
      Response.json({ success: false, errorMessage: 'x' }, { status: 404 }),
    );
    ticketAt('/ticket');
    expect(await screen.findByRole('heading', { name: 'Arjun Tours & Travels' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('frames both ticket pages, and nothing else', () => {
    const framedBy = (path: string) =>
      (matchRoutes(routes, path) ?? []).some(
        ({ route }) => isValidElement(route.element) && route.element.type === DocumentLayout,
      );
    expect(framedBy('/flight/eTicket/YjFfX19BQkMxMjM')).toBe(true);
    expect(framedBy('/flight/fixedDeparture/print/YjFfX19BQkMxMjM')).toBe(true);
    expect(framedBy('/flight/search')).toBe(false);
    expect(framedBy('/flight/ticketQueue')).toBe(false);
  });
});
