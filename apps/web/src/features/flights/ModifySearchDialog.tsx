import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogContent, DialogTitle, IconButton, useMediaQuery, useTheme } from '@mui/material';
import { useMemo } from 'react';
import { SearchForm } from './SearchForm';
import { DEFAULT_SEARCH_FORM, formFromRequest, type PastSearch } from './search-form-values';

/** The search form, prefilled with the search on screen; closes once the new results are open. */
export function ModifySearchDialog({
  open,
  search,
  onClose,
}: {
  open: boolean;
  search: PastSearch | null;
  onClose: () => void;
}) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const initial = useMemo(() => (search ? formFromRequest(search) : DEFAULT_SEARCH_FORM), [search]);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg" fullScreen={narrow}>
      <DialogTitle sx={{ pr: 6 }}>
        Modify search
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <SearchForm initial={initial} onSearched={onClose} />
      </DialogContent>
    </Dialog>
  );
}
