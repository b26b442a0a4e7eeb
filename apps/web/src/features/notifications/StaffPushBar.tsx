import { PUSH_MSG } from '@app/contracts';
import { Button, Snackbar } from '@mui/material';
import { useState } from 'react';
import { notify } from '../../ui/notify';
import { subscribeThisBrowser } from './push-browser';

/**
 * The question, in a bar that does not block the page: "Turn on" asks the browser (its own
 * permission prompt needs this click) and subscribes; "Not now" is remembered (push-prompt-rules).
 */
export function StaffPushBar({ open, onClose }: { open: boolean; onClose: (dismissed: boolean) => void }) {
  const [busy, setBusy] = useState(false);

  async function turnOn() {
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission === 'granted') {
        await subscribeThisBrowser();
        notify.success(PUSH_MSG.subscribed);
        onClose(false);
      } else if (permission === 'denied') {
        notify.info(PUSH_MSG.blocked);
        onClose(false);
      } else onClose(true);
    } catch {
      // The HTTP client has toasted an answer of the server; a push service that refused is retried next load.
      onClose(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Snackbar
      open={open}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      message={PUSH_MSG.prompt}
      action={
        <>
          <Button color="inherit" size="small" onClick={() => onClose(true)} disabled={busy}>
            {PUSH_MSG.dismiss}
          </Button>
          <Button color="secondary" size="small" variant="contained" onClick={turnOn} disabled={busy}>
            {PUSH_MSG.allow}
          </Button>
        </>
      }
    />
  );
}
