import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type ReactNode, useId } from 'react';

type ConfirmDialogProps = {
  title: string;
  message: ReactNode;
  /** defaults to 'Delete' */
  confirmLabel?: string;
  /** the confirm button's colour: 'error' (default) for what takes away, 'primary' for what gives */
  tone?: 'error' | 'primary';
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before something that cannot be undone or locks someone out; Cancel has the focus. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel = 'Delete',
  tone = 'error',
  busy,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button color={tone} variant="contained" loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
