import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertBar } from './AlertBar';
import { AlertBarHost } from './AlertBarHost';
import { showAlertBar, useAlertBarStore } from './alert-bar-store';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('alert bar', () => {
  it('asks to hide itself 4 seconds after a message appears', () => {
    vi.useFakeTimers();
    const onHide = vi.fn();
    render(<AlertBar message="Password Changed! Redirecting to login page..." onHide={onHide} />);
    expect(screen.getByRole('alert').textContent).toContain('Password Changed!');
    act(() => vi.advanceTimersByTime(3999));
    expect(onHide).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('shows the app-wide message (its code loaded with the first one) and clears it after 4 seconds', async () => {
    // Fake timers that still run with real time: the bar's chunk arrives while findByRole polls.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<AlertBarHost />);
    act(() => showAlertBar('Current password is incorrect', 'error'));
    expect((await screen.findByRole('alert', undefined, { timeout: 5000 })).textContent).toContain(
      'Current password is incorrect',
    );
    act(() => vi.advanceTimersByTime(4000));
    // Under load the bar's effect may set its timer a moment after the alert shows: time still runs.
    await vi.waitFor(() => expect(useAlertBarStore.getState().alert).toBeNull(), { timeout: 5000 });
  });
});
