import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testSite } from '../../test/fixtures';
import { PopupAlert } from './PopupAlert';

const site = { ...testSite, popupFrequencyDays: 3 };
const lastShownKey = `popupAlert:lastShown:${site.id}`;
// The card's code loads lazily: the first test's import takes a while in jsdom.
const LOADED = { timeout: 5_000 };

/** One visit: the app loads at `url` (a fresh mount, as after closing the tab). */
function visit(url: string) {
  const router = createMemoryRouter([{ path: '*', element: <PopupAlert site={site} /> }], {
    initialEntries: [url],
  });
  const view = render(<RouterProvider router={router} />);
  return { router, view };
}

/** A screen that answers `max-width` media queries as a phone of 390 px would. */
function asPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: /max-width/.test(query),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the popup alert', () => {
  it('shows once, then not again on this browser within its frequency', async () => {
    const first = visit('/flight/search');
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }, LOADED));
    first.view.unmount();
    expect(localStorage.getItem(lastShownKey)).not.toBeNull();

    visit('/flight/search');
    // The next visit renders the page but not the alert.
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never shows on an e-ticket, and counts as shown only once it has been', async () => {
    const { router } = visit('/flight/eTicket/QUJDX19fUE5SMQ==');
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(lastShownKey)).toBeNull();

    await act(() => router.navigate('/flight/search'));
    expect(await screen.findByRole('dialog', { name: site.popupAlert?.title }, LOADED)).toBeTruthy();
    expect(localStorage.getItem(lastShownKey)).not.toBeNull();
  });

  it('is hidden from print', async () => {
    visit('/flight/search');
    const popup = await screen.findByTestId('site-popup', {}, LOADED);
    const rules = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent ?? '')
      .join('\n');
    const printed = popup.className
      .split(' ')
      .some((name) => new RegExp(`@media print\\{\\.${name}\\{display:none;`).test(rules));
    expect(printed).toBe(true);
  });

  it('sits in the page flow on a phone instead of floating over the header and the page', async () => {
    asPhone();
    visit('/flight/searchResult/s1');
    const popup = await screen.findByTestId('site-popup', {}, LOADED);
    expect(popup.closest('.MuiSnackbar-root')).toBeNull();
    expect(popup.closest('.MuiCollapse-root')).not.toBeNull();
  });
});
