import { useEffect, useState } from 'react';
import { lazyPage } from '../../app/lazy-page';
import { useCurrentUser } from '../../app/store';
import { OnceOpened } from '../../ui/OnceOpened';
import { keepSubscribed, pushSupported } from './push-browser';
import {
  PUSH_PROMPT_DELAY_MS,
  readDismissedAt,
  rememberDismissed,
  shouldPromptForPush,
} from './push-prompt-rules';

// Every page's frame holds the prompt; its bar loads only for the staff who are asked.
const StaffPushBar = lazyPage(() => import('./StaffPushBar'), 'StaffPushBar');

/**
 * Staff push notifications (decision 0046): a staff member whose browser has not decided is asked
 * 3 seconds after load; one who allowed them has the browser's subscription checked with the server
 * (and sent again if the server lost it).
 */
export function StaffPushPrompt() {
  const user = useCurrentUser();
  const isStaff = user?.userType === 'staff';
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!isStaff || !pushSupported()) return;
    if (Notification.permission === 'granted') {
      // Quietly: a browser that cannot reach its push service now is checked on the next load.
      void keepSubscribed().catch(() => undefined);
      return;
    }
    const ask = shouldPromptForPush({
      supported: true,
      permission: Notification.permission,
      dismissedAt: readDismissedAt(),
      now: Date.now(),
    });
    if (!ask) return;
    void StaffPushBar.preload().catch(() => undefined);
    const timer = window.setTimeout(() => setOpen(true), PUSH_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isStaff]);

  if (!isStaff) return null;
  const close = (dismissed: boolean) => {
    setOpen(false);
    if (dismissed) rememberDismissed(Date.now());
  };
  return (
    <OnceOpened open={open}>
      <StaffPushBar open={open} onClose={close} />
    </OnceOpened>
  );
}
