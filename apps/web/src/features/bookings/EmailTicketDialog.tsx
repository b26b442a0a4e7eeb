import { E_TICKET_NOTE_MAX } from '@app/contracts';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { type FormEvent, useState } from 'react';

const EMAIL_RE = /^[^\s@]+@[^\s@]+$/;

interface EmailTicketDialogProps {
  open: boolean;
  defaultTo: string;
  sending: boolean;
  onClose: () => void;
  onSend: (to: string, note: string) => Promise<unknown>;
}

/**
 * The e-ticket's Email action: one address, prefilled with the lead passenger's, and a short note.
 * The site writes the mail and attaches the ticket (decision 0051); the note goes in as plain text.
 */
export function EmailTicketDialog({ open, defaultTo, sending, onClose, onSend }: EmailTicketDialogProps) {
  const [to, setTo] = useState(defaultTo);
  const [note, setNote] = useState('');
  const validTo = EMAIL_RE.test(to.trim());
  const noteLength = note.trim().length;
  const noteTooLong = noteLength > E_TICKET_NOTE_MAX;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validTo || noteTooLong) return;
    try {
      await onSend(to.trim(), note.trim());
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
          <DialogContentText>The e-ticket goes as a PDF attachment, with your note.</DialogContentText>
          <TextField
            label="To"
            type="email"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            error={to !== '' && !validTo}
            helperText={to !== '' && !validTo ? 'Please enter a valid email address' : ' '}
            fullWidth
            autoFocus
            margin="dense"
          />
          <TextField
            label="Note (optional)"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            error={noteTooLong}
            helperText={`${noteLength}/${E_TICKET_NOTE_MAX} · plain text; links are shown as text`}
            multiline
            minRows={3}
            fullWidth
            margin="dense"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!validTo || noteTooLong || sending}>
            {sending ? 'Sending…' : 'Send'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
