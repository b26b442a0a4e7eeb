import type { UserView } from '@app/contracts';
import { Dialog, DialogContent, DialogTitle, Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';

// The form brings the phone input library: the dialog shows a placeholder while it arrives.
const PhonePromptForm = lazy(async () => ({ default: (await import('./PhonePromptForm')).PhonePromptForm }));

export function PhonePromptDialog({
  user,
  open,
  onClose,
}: {
  user: UserView;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="phone-prompt-title" fullWidth maxWidth="xs">
      {/* Outside the Suspense: the dialog has its name while the form is still loading (axe aria-dialog-name). */}
      <DialogTitle id="phone-prompt-title">Add your phone number</DialogTitle>
      <Suspense
        fallback={
          <DialogContent aria-busy="true">
            <Skeleton variant="rounded" height={56} />
          </DialogContent>
        }
      >
        <PhonePromptForm user={user} onDone={onClose} />
      </Suspense>
    </Dialog>
  );
}
