import { DOMAIN_MSG, type SiteDomainView } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, refused } from '../../test/answers';
import { bodiesOf, renderRoutes, STAFF, serveCalls, stubFetchEachTest } from '../../test/render-routes';
import { notify } from '../../ui/notify';
import { DomainsPage } from './DomainsPage';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = stubFetchEachTest(STAFF);

const listed: SiteDomainView[] = [
  { domain: 'www.brand.test', isPrimary: true },
  { domain: 'brand.test', isPrimary: false },
];
const saved = (domains: SiteDomainView[]) =>
  Response.json({ success: true, message: DOMAIN_MSG.saved, data: { domains } });

const open = () => renderRoutes([{ path: '*', element: <DomainsPage /> }], '/staff/domains');
const row = (domain: string) => screen.getByText(domain).closest('li') as HTMLElement;

describe('domains screen', () => {
  it('lists the domains after a skeleton, the primary marked and never removable', async () => {
    serveCalls(fetchMock, { 'whitelabel/domains': () => ok({ domains: listed }) });
    open();
    expect(screen.getByLabelText('Loading domains')).toBeTruthy();
    expect(await screen.findByText('www.brand.test')).toBeTruthy();
    const primary = within(row('www.brand.test'));
    expect(primary.getByText('Primary')).toBeTruthy();
    expect(primary.queryByRole('button')).toBeNull();
    expect(within(row('brand.test')).getByRole('button', { name: 'Remove brand.test' })).toBeTruthy();
  });

  it('checks a domain before sending, shows the server’s refusal under the field, and adds', async () => {
    let attempt = 0;
    serveCalls(fetchMock, {
      'whitelabel/domains/add': () =>
        ++attempt === 1
          ? refused(400, DOMAIN_MSG.taken, { domain: DOMAIN_MSG.taken })
          : saved([...listed, { domain: 'new.example.test', isPrimary: false }]),
      'whitelabel/domains': () => ok({ domains: listed }),
    });
    open();
    await screen.findByText('www.brand.test');
    const field = screen.getByRole('textbox', { name: 'Domain' });
    fireEvent.change(field, { target: { value: 'https://new.example.test/' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByText(DOMAIN_MSG.invalid)).toBeTruthy();
    expect(bodiesOf(fetchMock, 'whitelabel/domains/add')).toEqual([]);

    fireEvent.change(field, { target: { value: 'New.Example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByText(DOMAIN_MSG.taken)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByText('new.example.test')).toBeTruthy();
    expect(notify.success).toHaveBeenCalledWith('Setting saved successfully');
    expect(bodiesOf(fetchMock, 'whitelabel/domains/add').at(-1)).toEqual({ domain: 'new.example.test' });
  });

  it('makes another domain primary, and removes one after asking', async () => {
    serveCalls(fetchMock, {
      'whitelabel/domains/makePrimary': () =>
        saved([
          { domain: 'brand.test', isPrimary: true },
          { domain: 'www.brand.test', isPrimary: false },
        ]),
      'whitelabel/domains/remove': () => saved([{ domain: 'brand.test', isPrimary: true }]),
      'whitelabel/domains': () => ok({ domains: listed }),
    });
    open();
    await screen.findByText('brand.test');
    fireEvent.click(screen.getByRole('button', { name: 'Make primary: brand.test' }));
    await waitFor(() => expect(within(row('brand.test')).getByText('Primary')).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: 'Remove www.brand.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this domain?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('www.brand.test')).toBeNull());
    expect(bodiesOf(fetchMock, 'whitelabel/domains/remove')).toEqual([{ domain: 'www.brand.test' }]);
    expect(notify.success).toHaveBeenLastCalledWith(DOMAIN_MSG.saved);
  });
});
