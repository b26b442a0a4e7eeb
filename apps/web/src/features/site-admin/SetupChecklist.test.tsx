import { SETUP_STEPS, type SetupChecklist, type SetupStepId } from '@app/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../test/answers';
import { permissionsAnswer } from '../../test/permission-fixtures';
import { renderRoutes, STAFF, serveCalls, stubFetchEachTest } from '../../test/render-routes';
import { useSetupChecklist } from './api/setup-checklist';
import { OwnerSetupChecklist } from './OwnerSetupChecklist';
import { SetupChecklistPage } from './SetupChecklistPage';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = stubFetchEachTest(STAFF);

const DONE: SetupStepId[] = ['brand', 'supplierAccount'];
const checklist = (isOwner: boolean): SetupChecklist => ({
  isOwner,
  steps: SETUP_STEPS.map((step) => ({ step, done: DONE.includes(step), note: `note of ${step}` })),
});

function serve(isOwner: boolean) {
  serveCalls(fetchMock, {
    getPermissionsFromSession: () => Response.json(permissionsAnswer(['settings.site'])),
    'whitelabel/setupChecklist': () => ok(checklist(isOwner)),
  });
}

/** Says when the checklist's answer is in: the card, had it been shown, would be by then. */
function Answered() {
  return useSetupChecklist().data ? <p>answered</p> : null;
}

const open = (at: string) =>
  renderRoutes(
    [
      { path: '/staff', element: <OwnerSetupChecklist /> },
      { path: '/staff/setup', element: <SetupChecklistPage /> },
    ],
    at,
  );

describe('the setup checklist (decision 0055)', () => {
  it("shows the owner each step with the server's note, done or not, each leading to its screen", async () => {
    localStorage.clear();
    serve(true);
    open('/staff');
    const card = within(await screen.findByRole('region', { name: 'Setup checklist' }, { timeout: 5000 }));
    expect(card.getByText('2 of 7 done')).toBeTruthy();
    expect(card.getByRole('link', { name: /Your own domain/ }).getAttribute('href')).toBe('/staff/domains');
    expect(card.getByRole('link', { name: /A test booking/ }).getAttribute('href')).toBe('/flight/search');
    expect(card.getByText('note of markup')).toBeTruthy();
    expect(card.getAllByTitle('Done')).toHaveLength(2);
    expect(card.getAllByTitle('To do')).toHaveLength(5);
  });

  it('is hidden from the dashboard on request, and back after Settings → Setup checklist', async () => {
    localStorage.clear();
    serve(true);
    const router = open('/staff');
    fireEvent.click(await screen.findByRole('button', { name: 'Hide the checklist' }, { timeout: 5000 }));
    expect(screen.queryByRole('region', { name: 'Setup checklist' })).toBeNull();

    await router.navigate('/staff/setup');
    expect(await screen.findByRole('heading', { name: 'Setup checklist' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Setup checklist' })).toBeTruthy();
    // The page has no hide button: it is where the checklist is found again.
    expect(screen.queryByRole('button', { name: 'Hide the checklist' })).toBeNull();
    await router.navigate('/staff');
    expect(await screen.findByRole('button', { name: 'Hide the checklist' })).toBeTruthy();
  });

  it('stays off the dashboard of staff who are not the owner the site was made for', async () => {
    localStorage.clear();
    serve(false);
    renderRoutes(
      [
        {
          path: '/staff',
          element: (
            <>
              <OwnerSetupChecklist />
              <Answered />
            </>
          ),
        },
      ],
      '/staff',
    );
    expect(await screen.findByText('answered', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Setup checklist' })).toBeNull();
  });
});
