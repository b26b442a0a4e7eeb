import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';

const EMAIL_RE = /^[^\s@]+@[^\s@]+$/;

interface EmailTicketDialogProps {
  open: boolean;
  defaultTo: string;
  sending: boolean;
  onClose: () => void;
  onSend: (to: string) => Promise<unknown>;
}

/** The e-ticket's Email action: one address, prefilled with the lead passenger's. */
export function EmailTicketDialog({ open, defaultTo, sending, onClose, onSend }: EmailTicketDialogProps) {
  const [to, setTo] = useState(defaultTo);
  const valid = EMAIL_RE.test(to.trim());
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    try {
      await onSend(to.trim());
      onClose();
    } catch {
      // Already toasted by the client; the dialog stays open to retry.
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>Email e-ticket</DialogTitle>
        <DialogContent>
          <TextField
            label="To"
            type="email"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            error={to !== '' && !valid}
            helperText={to !== '' && !valid ? 'Please enter a valid email address' : ' '}
            fullWidth
            autoFocus
            margin="dense"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!valid || sending}>
            {sending ? 'Sending…' : 'Send'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
