import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { GroupsPanel } from './GroupsPanel';

/**
 * The Markup Groups dialog of the staff customers page (spec §2): the same group management as
 * Manage markup's first tab, opened beside the customers who are put into those groups.
 */
export function MarkupGroupsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Markup Groups</DialogTitle>
      <DialogContent>{open && <GroupsPanel />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
