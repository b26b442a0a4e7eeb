import { Dialog, DialogContent, Skeleton } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useCurrentUser } from '../../app/store';
import { needsPhonePrompt } from './needs-phone-prompt';

// Every page's frame holds the prompt, but few users ever see it: its form (and the phone input
// library) load only when it opens.
const PhonePromptForm = lazy(async () => ({ default: (await import('./PhonePromptForm')).PhonePromptForm }));

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
    const timer = window.setTimeout(() => setOpen(true), PHONE_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [needed, dismissed]);

  if (!user || !needed) return null;
  const close = () => {
    setOpen(false);
    setDismissed(true);
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="phone-prompt-title" fullWidth maxWidth="xs">
      <Suspense
        fallback={
          <DialogContent aria-busy="true">
            <Skeleton variant="rounded" height={56} />
          </DialogContent>
        }
      >
        <PhonePromptForm user={user} onDone={close} />
      </Suspense>
    </Dialog>
  );
}
