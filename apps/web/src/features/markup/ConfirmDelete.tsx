import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

type ConfirmDeleteProps = { what: string; busy: boolean; onConfirm: () => void; onClose: () => void };

/** Deleting a rule changes prices at once, so it is asked for twice. */
export function ConfirmDelete({ what, busy, onConfirm, onClose }: ConfirmDeleteProps) {
  return (
    <Dialog open onClose={onClose} maxWidth="xs">
      <DialogTitle>Delete this markup?</DialogTitle>
      <DialogContent>
        <DialogContentText>{what} will stop applying from the next search.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" loading={busy} onClick={onConfirm}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
