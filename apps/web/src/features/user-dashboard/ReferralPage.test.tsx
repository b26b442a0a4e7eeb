import { MSG, type MyReferralsPage } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../app/store';
import { testSite, testUser } from '../../test/fixtures';
import { notify } from '../../ui/notify';
import { ReferralPage } from './ReferralPage';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const writeText = vi.fn<(text: string) => Promise<void>>();

const twoReferrals: MyReferralsPage = {
  records: [
    { name: 'Rohan V.', joinedAt: '2026-03-05T06:00:00.000Z', hasBooked: false },
    { name: 'Meera N.', joinedAt: '2026-03-01T06:00:00.000Z', hasBooked: true },
  ],
  totalRecords: 2,
  booked: 1,
  totalPages: 1,
  currentPage: 1,
};
let answer: MyReferralsPage;

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ReferralPage />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  answer = twoReferrals;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) =>
    String(input).endsWith('wl/user/getMyReferrals')
      ? Response.json({ success: true, data: answer })
      : Response.json({ success: false, errorMessage: 'unexpected' }, { status: 500 }),
  );
  writeText.mockReset();
  writeText.mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  useAppStore.setState({ site: testSite, auth: { token: 't', user: testUser } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/user/dashboard/referral', () => {
  it('shows the sign-up link of the code and copies it with a toast', async () => {
    renderPage();
    const link = `${window.location.origin}/app/signup?ref=RIYA2025`;
    expect((screen.getByTestId('referral-link') as HTMLInputElement).value).toBe(link);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(MSG.copied));
    expect(writeText).toHaveBeenCalledWith(link);
  });

  it('offers no link to a user without a code', () => {
    useAppStore.setState({ auth: { token: 't', user: { ...testUser, referralCode: null } } });
    renderPage();
    expect(screen.getByText('You have no referral code yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
  });

  it('lists the people referred: how many, who booked, when they joined', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'People you referred' });
    expect(screen.getByText('2 people signed up with your code, 1 has booked.')).toBeTruthy();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Rohan V.Joined Thu,05 Mar 2026Not booked yet',
      'Meera N.Joined Sun,01 Mar 2026Booked',
    ]);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ page: 1 });
  });

  it('shows placeholders while loading, then the spec’s empty text when nobody signed up', async () => {
    let release: () => void = () => {};
    fetchMock.mockImplementation(
      () =>
        new Promise((resolve) => {
          release = () =>
            resolve(
              Response.json({
                success: true,
                data: { records: [], totalRecords: 0, booked: 0, totalPages: 1, currentPage: 1 },
              }),
            );
        }),
    );
    renderPage();
    expect(screen.getByLabelText('Loading referrals')).toBeTruthy();
    release();
    expect(await screen.findByText(MSG.noResults)).toBeTruthy();
    expect(screen.queryByLabelText('Loading referrals')).toBeNull();
    expect(screen.getByText('0 people signed up with your code, 0 have booked.')).toBeTruthy();
  });
});
