import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { formatRupees } from '../flights/format';

interface PriceChangedDialogProps {
  open: boolean;
  shown: number;
  now: number;
  onContinue: () => void;
  onBack: () => void;
}

/** The airline re-quoted a different price (spec §4): the user accepts it or goes back to choose again. */
export function PriceChangedDialog({ open, shown, now, onContinue, onBack }: PriceChangedDialogProps) {
  return (
    <Dialog open={open} aria-labelledby="price-changed-title">
      <DialogTitle id="price-changed-title">Price changed</DialogTitle>
      <DialogContent>
        <DialogContentText>
          The airline has changed the fare. The total payable is now {formatRupees(now)} instead of{' '}
          {formatRupees(shown)}.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack}>Back to results</Button>
        <Button onClick={onContinue} variant="contained" autoFocus>
          Continue
        </Button>
      </DialogActions>
    </Dialog>
  );
}
