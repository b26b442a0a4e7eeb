/** Spec §6/§11: staff are prompted 3 seconds after load. */
export const PUSH_PROMPT_DELAY_MS = 3000;
/** "Not now" is honoured for a month (decision 0046): asked again after, in case work changed. */
export const PUSH_PROMPT_QUIET_DAYS = 30;
export const PUSH_PROMPT_DISMISSED_KEY = 'staffPushPromptDismissedAt';

/**
 * Whether to ask: a browser that can take pushes, whose permission nobody has decided yet (a
 * granted or blocked one is not asked again: the browser would not show its question), and not
 * within a month of "Not now".
 */
export function shouldPromptForPush(state: {
  supported: boolean;
  permission: NotificationPermission | undefined;
  dismissedAt: number | null;
  now: number;
}): boolean {
  if (!state.supported || state.permission !== 'default') return false;
  if (state.dismissedAt === null || Number.isNaN(state.dismissedAt)) return true;
  return state.now - state.dismissedAt > PUSH_PROMPT_QUIET_DAYS * 86_400_000;
}

export function readDismissedAt(): number | null {
  try {
    const stored = window.localStorage.getItem(PUSH_PROMPT_DISMISSED_KEY);
    return stored === null ? null : Number(stored);
  } catch {
    return null;
  }
}

export function rememberDismissed(now: number) {
  try {
    window.localStorage.setItem(PUSH_PROMPT_DISMISSED_KEY, String(now));
  } catch {
    // Storage refused (private mode): the prompt may come back next load, nothing worse.
  }
}
