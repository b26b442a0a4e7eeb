import type { FlightResult } from '@app/contracts';
import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Skeleton,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useFareRules } from './api/fare-rules';
import { FARE_RULES_HEIGHT, FareRuleSections } from './FareRuleSections';

/** The fare rules of one result, in a dialog whose content scrolls at the spec's fixed height. */
export function FareRulesDialog({
  searchId,
  result,
  onClose,
}: {
  searchId: string;
  result: FlightResult | null;
  onClose: () => void;
}) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const rules = useFareRules(searchId, result?.resultIndex ?? null);
  return (
    <Dialog open={result !== null} onClose={onClose} fullWidth maxWidth="sm" fullScreen={narrow}>
      <DialogTitle sx={{ pr: 6 }}>
        Fare rules
        {result && (
          <Typography component="span" display="block" variant="body2" color="text.secondary">
            {result.airlineName}
          </Typography>
        )}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {/* It scrolls: a tab stop and a name, so keyboard users can scroll it too (nothing in it takes focus). */}
      <DialogContent
        dividers
        data-testid="fare-rules-content"
        tabIndex={0}
        role="region"
        aria-label="Fare rules text"
        sx={{ height: FARE_RULES_HEIGHT, flex: 'none', boxSizing: 'border-box', overflowY: 'auto' }}
      >
        {rules.isPending && result ? (
          <Box aria-busy="true" aria-label="Loading fare rules">
            <Skeleton width="40%" />
            <Skeleton variant="rounded" height={120} sx={{ mt: 1 }} />
          </Box>
        ) : rules.data && rules.data.length > 0 ? (
          <FareRuleSections rules={rules.data} />
        ) : (
          <Typography color="text.secondary">
            {rules.isError
              ? 'The fare rules could not be loaded.'
              : 'The airline gave no fare rules for this fare.'}
          </Typography>
        )}
      </DialogContent>
    </Dialog>
  );
}
