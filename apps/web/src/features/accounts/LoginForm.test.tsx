import { OWN_MSG } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../app/store';
import { refused } from '../../test/answers';
import { testSite, testUser } from '../../test/fixtures';
import { LoginForm } from './LoginForm';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const loginBodies = () =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const codeSent = () => Response.json({ success: true, codeSent: true, message: OWN_MSG.loginCodeSent });
const session = () => Response.json({ success: true, data: { token: 'tok', user: testUser } });

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LoginForm />
    </QueryClientProvider>,
  );
}

function logIn() {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'meera@example.test' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret@123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

const codeField = () => screen.getByLabelText('Sign-in code') as HTMLInputElement;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  useAppStore.setState({ site: testSite, auth: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('login when the server mails a sign-in code', () => {
  it('says so, puts the keyboard in the code field, and logs in with the code on Enter', async () => {
    fetchMock.mockResolvedValueOnce(codeSent()).mockResolvedValueOnce(session());
    renderForm();
    expect(screen.queryByLabelText('Sign-in code')).toBeNull();
    logIn();
    expect(await screen.findByText(OWN_MSG.loginCodeSent)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(codeField()));
    expect(codeField().getAttribute('autocomplete')).toBe('one-time-code');
    expect(codeField().getAttribute('inputmode')).toBe('numeric');

    fireEvent.change(codeField(), { target: { value: '042917' } });
    fireEvent.submit(codeField().closest('form')!);
    await waitFor(() => expect(useAppStore.getState().auth?.token).toBe('tok'));
    expect(loginBodies()).toEqual([
      { email: 'meera@example.test', password: 'Secret@123', status: 'password' },
      { email: 'meera@example.test', password: 'Secret@123', status: 'password', code: '042917' },
    ]);
  });

  it('shows a refused code under its field and keeps the field, and checks the shape before sending', async () => {
    fetchMock
      .mockResolvedValueOnce(codeSent())
      .mockResolvedValueOnce(refused(400, OWN_MSG.invalidLoginCode, { code: OWN_MSG.invalidLoginCode }));
    renderForm();
    logIn();
    await screen.findByText(OWN_MSG.loginCodeSent);

    fireEvent.change(codeField(), { target: { value: '12ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(OWN_MSG.loginCodeFormat)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fireEvent.change(codeField(), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const message = await screen.findByText(OWN_MSG.invalidLoginCode, { selector: 'p' });
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    expect(codeField().getAttribute('aria-describedby')).toBe(message.id);
    expect(useAppStore.getState().auth).toBeNull();
  });

  it('leaves a half-typed code out when the visitor switches to a login link', async () => {
    fetchMock
      .mockResolvedValueOnce(codeSent())
      .mockResolvedValueOnce(Response.json({ success: true, message: OWN_MSG.loginLinkSent }));
    renderForm();
    logIn();
    await screen.findByText(OWN_MSG.loginCodeSent);
    fireEvent.change(codeField(), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a login link' }));
    expect(screen.queryByLabelText('Sign-in code')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send login link' }));
    expect(await screen.findByText(OWN_MSG.loginLinkSent)).toBeTruthy();
    expect(loginBodies()[1]).toEqual({
      email: 'meera@example.test',
      password: 'Secret@123',
      status: 'emailLink',
    });
  });
});
