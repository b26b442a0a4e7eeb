import { SETTINGS_MSG, type SeoPageView } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, refused } from '../../test/answers';
import { bodiesOf, renderRoutes, STAFF, serveCalls, stubFetchEachTest } from '../../test/render-routes';
import { notify } from '../../ui/notify';
import { SeoPage } from './SeoPage';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = stubFetchEachTest(STAFF);

const page = (
  path: string,
  label: string,
  defaultTitle: string,
  own: Partial<SeoPageView> = {},
): SeoPageView => ({
  path,
  label,
  defaultTitle,
  title: null,
  description: null,
  ogImageUrl: null,
  updatedAt: null,
  ...own,
});
const pages = [
  page('/', 'Home', 'Flight Deals'),
  page('/flight/search', 'Flight search', 'Flight search · Flight Deals', {
    title: 'Cheap flights',
    description: 'Every airline',
    updatedAt: '2026-11-20T06:30:00.000Z',
  }),
];
const card = (name: string) => screen.getByRole('form', { name: `SEO of ${name}` });

describe('SEO settings', () => {
  it('shows a card per public page with its default title and staff’s settings, after a skeleton', async () => {
    serveCalls(fetchMock, { 'whitelabel/seo': () => ok({ pages }) });
    renderRoutes([{ path: '*', element: <SeoPage /> }], '/staff/seo');
    expect(screen.getByLabelText('Loading SEO settings')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Flight search' })).toBeTruthy();
    expect(screen.getByText(/Default title: Flight search · Flight Deals/)).toBeTruthy();
    const search = within(card('Flight search'));
    expect((search.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Cheap flights');
    expect(search.getByText('13/70')).toBeTruthy();
    expect(search.getByText('13/160')).toBeTruthy();
    const home = within(card('Home'));
    expect((home.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).placeholder).toBe(
      'Flight Deals',
    );
    expect(home.getByText('0/70')).toBeTruthy();
  });

  it('saves one page, says so, and puts the server’s refusals under their fields', async () => {
    let attempt = 0;
    serveCalls(fetchMock, {
      'whitelabel/seo/save': () =>
        ++attempt === 1
          ? refused(400, 'Check the image', { ogImageUrl: SETTINGS_MSG.scriptUrl })
          : ok({ message: SETTINGS_MSG.saved, page: pages[0] }),
      'whitelabel/seo': () => ok({ pages }),
    });
    renderRoutes([{ path: '*', element: <SeoPage /> }], '/staff/seo');
    await screen.findByRole('heading', { name: 'Home' });
    const home = within(card('Home'));
    fireEvent.change(home.getByRole('textbox', { name: 'Title' }), { target: { value: 'Fly for less' } });
    fireEvent.change(home.getByRole('textbox', { name: 'Image URL' }), {
      target: { value: 'https://img.example/og.png' },
    });
    expect(home.getByText('12/70')).toBeTruthy();
    fireEvent.click(home.getByRole('button', { name: 'Save' }));
    expect(await home.findByText(SETTINGS_MSG.scriptUrl)).toBeTruthy();

    fireEvent.click(home.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(SETTINGS_MSG.saved));
    expect(bodiesOf(fetchMock, 'whitelabel/seo/save').at(-1)).toEqual({
      path: '/',
      title: 'Fly for less',
      description: '',
      ogImageUrl: 'https://img.example/og.png',
    });
  });

  it('refuses a title over 70 characters before any call', async () => {
    serveCalls(fetchMock, { 'whitelabel/seo': () => ok({ pages }) });
    renderRoutes([{ path: '*', element: <SeoPage /> }], '/staff/seo');
    await screen.findByRole('heading', { name: 'Home' });
    const home = within(card('Home'));
    fireEvent.change(home.getByRole('textbox', { name: 'Title' }), { target: { value: 'x'.repeat(71) } });
    fireEvent.click(home.getByRole('button', { name: 'Save' }));
    expect(await home.findByText('Must be at most 70 characters')).toBeTruthy();
    expect(bodiesOf(fetchMock, 'whitelabel/seo/save')).toHaveLength(0);
  });
});
