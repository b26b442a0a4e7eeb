import { OWN_MSG } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../app/store';
import { testSite } from '../../test/fixtures';
import { SignupPage } from './SignupPage';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const signupBodies = () =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith('wl/user/signup'))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: 'signup', element: <SignupPage /> },
      { path: 'signup_success', element: <p>welcome page</p> },
    ],
    { initialEntries: [url] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function fillAndSubmit() {
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Meera' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'meera@example.test' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret@123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
}

const referralField = () => screen.getByLabelText('Referral code') as HTMLInputElement;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => Response.json({ success: true, message: 'Account created' }));
  useAppStore.setState({ site: testSite, auth: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sign-up with a referral code', () => {
  it('takes the code from ?ref= beside the other query params, and sends it', async () => {
    const router = renderAt('/signup?redirectTo=%2Fflight%2Fsearch&ref=arjun10');
    expect(referralField().value).toBe('ARJUN10');
    // The page's other query params still work: the sign-in link carries them, ref included.
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login?redirectTo=%2Fflight%2Fsearch&ref=arjun10',
    );
    fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup_success'));
    expect(signupBodies()).toEqual([
      expect.objectContaining({ email: 'meera@example.test', referralCode: 'ARJUN10' }),
    ]);
  });

  it('leaves the field empty and sends no code without ?ref=', async () => {
    const router = renderAt('/signup');
    expect(referralField().value).toBe('');
    fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup_success'));
    expect(signupBodies()[0]).not.toHaveProperty('referralCode');
  });

  it("shows the server's refusal of an unknown code under the field and stays on the form", async () => {
    fetchMock.mockImplementation(async () =>
      Response.json(
        {
          success: false,
          errorMessage: OWN_MSG.referralUnknown,
          errors: { referralCode: OWN_MSG.referralUnknown },
        },
        { status: 400 },
      ),
    );
    const router = renderAt('/signup?ref=NOPE99');
    fillAndSubmit();
    const message = await screen.findByText(OWN_MSG.referralUnknown);
    expect(referralField().getAttribute('aria-invalid')).toBe('true');
    expect(referralField().getAttribute('aria-describedby')).toBe(message.id);
    expect(router.state.location.pathname).toBe('/signup');
  });
});

describe('sign-up with "E-mail me a link"', () => {
  const chooseEmailLink = () => fireEvent.click(screen.getByRole('button', { name: 'E-mail me a link' }));

  it('sends the link request without a password and lands on the success page, for a retail customer', async () => {
    const router = renderAt('/signup');
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Meera' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'meera@example.test' } });
    chooseEmailLink();
    expect(screen.queryByLabelText('Password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup_success'));
    const [body] = signupBodies();
    expect(body).toMatchObject({ email: 'meera@example.test', status: 'emailLink', userType: 'retail' });
    expect(body).not.toHaveProperty('password');
  });

  it('leaves out a password typed before switching, and works for a travel agent', async () => {
    const router = renderAt('/signup');
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Arjun' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'arjun@example.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Account type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Travel agent' }));
    fireEvent.change(await screen.findByLabelText('Company name'), { target: { value: 'Arjun Tours' } });
    chooseEmailLink();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup_success'));
    const [body] = signupBodies();
    expect(body).toMatchObject({ status: 'emailLink', userType: 'travelAgent', companyName: 'Arjun Tours' });
    expect(body).not.toHaveProperty('password');
  });

  it('still asks a travel agent for the company name', async () => {
    renderAt('/signup');
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Arjun' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'arjun@example.test' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Account type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Travel agent' }));
    chooseEmailLink();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Company name').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(signupBodies()).toEqual([]);
  });
});
