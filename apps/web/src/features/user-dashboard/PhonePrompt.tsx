import { useEffect, useState } from 'react';
import { lazyPage } from '../../app/lazy-page';
import { useCurrentUser } from '../../app/store';
import { OnceOpened } from '../../ui/OnceOpened';
import { needsPhonePrompt } from './needs-phone-prompt';

// Every page's frame holds the prompt, but few users ever see it: the dialog (and the phone input
// library) load only for them.
const PhonePromptDialog = lazyPage(() => import('./PhonePromptDialog'), 'PhonePromptDialog');

/** Spec §9: the prompt appears 5 seconds after load for a user without a valid primary phone code. */
export const PHONE_PROMPT_DELAY_MS = 5000;

/** Asks a signed-in user without a valid primary phone for one (user/changeMyPhoneDetails). */
export function PhonePrompt() {
  const user = useCurrentUser();
  const needed = needsPhonePrompt(user);
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!needed || dismissed) return;
    void PhonePromptDialog.preload().catch(() => undefined);
    const timer = window.setTimeout(() => setOpen(true), PHONE_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [needed, dismissed]);

  if (!user || !needed) return null;
  const close = () => {
    setOpen(false);
    setDismissed(true);
  };
  return (
    <OnceOpened open={open}>
      <PhonePromptDialog user={user} open={open} onClose={close} />
    </OnceOpened>
  );
}
