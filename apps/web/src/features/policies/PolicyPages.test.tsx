import { SETTINGS_MSG } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, refused } from '../../test/answers';
import { permissionsAnswer } from '../../test/permission-fixtures';
import { bodiesOf, renderRoutes, STAFF, serveCalls, stubFetchEachTest } from '../../test/render-routes';
import { notify } from '../../ui/notify';
import { PoliciesPage } from './PoliciesPage';
import { PolicyPage } from './PolicyPage';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = stubFetchEachTest(STAFF);
const published = {
  policy: 'terms',
  version: 3,
  html: '<h2>Our role</h2><p>We book <strong>for you</strong>.</p>',
  updatedAt: '2026-11-20T06:30:00.000Z',
};

describe('policy pages', () => {
  it('shows the site’s published text with its date, else the platform’s own', async () => {
    serveCalls(fetchMock, { 'whitelabel/policy': () => ok(published) });
    renderRoutes([{ path: '*', element: <PolicyPage policy="terms" /> }], '/terms_and_conditions');
    expect(await screen.findByText('Last updated 20 November 2026')).toBeTruthy();
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { name: 'Our role' })).toBeTruthy();
    expect(within(article).getByText('for you').tagName).toBe('STRONG');

    serveCalls(fetchMock, { 'whitelabel/policy': () => ok(null) });
    renderRoutes([{ path: '*', element: <PolicyPage policy="privacy" /> }], '/privacy_policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    expect(screen.queryAllByText(/Last updated/)).toHaveLength(1);
  });

  it('lets staff start from the platform’s text, publish a version, and says when it is empty', async () => {
    let attempt = 0;
    serveCalls(fetchMock, {
      getPermissionsFromSession: () => Response.json(permissionsAnswer(['settings.site'])),
      'whitelabel/policy/versions': () =>
        ok({
          versions:
            attempt > 1 ? [{ version: 1, updatedAt: published.updatedAt, updatedBy: 'admin@x.test' }] : [],
        }),
      'whitelabel/policy/save': () =>
        ++attempt === 1
          ? refused(400, 'Write the policy before saving', { html: 'Write the policy before saving' })
          : ok({ message: SETTINGS_MSG.saved, policy: { ...published, version: 1 } }),
      'whitelabel/policy': () => ok(attempt > 1 ? { ...published, version: 1 } : null),
    });
    renderRoutes([{ path: '*', element: <PoliciesPage /> }], '/staff/policies');
    const editor = await screen.findByRole('textbox', { name: 'Text' });
    // Nothing written yet: the platform's terms, in the site's name, to edit.
    expect(editor.innerHTML).toMatch(/^<p>These terms govern your use of the website and services of /);
    expect(screen.getByText(/Not written yet/)).toBeTruthy();

    editor.innerHTML = '<p><br></p>';
    fireEvent.input(editor);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Write the policy before saving')).toBeTruthy();

    editor.innerHTML = '<h2>Our role</h2><p>We book for you.</p>';
    fireEvent.input(editor);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(SETTINGS_MSG.saved));
    expect(bodiesOf(fetchMock, 'whitelabel/policy/save').at(-1)).toEqual({
      policy: 'terms',
      html: '<h2>Our role</h2><p>We book for you.</p>',
    });
    expect(await screen.findByText('Version 1')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Privacy policy' }));
    expect(await screen.findByRole('textbox', { name: 'Text' })).toBeTruthy();
  });
});
