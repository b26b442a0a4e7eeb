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
import DOMPurify from 'dompurify';
import { useFareRules } from './api/fare-rules';

/** The panel's content area is exactly this high and scrolls (spec §9). */
export const FARE_RULES_HEIGHT = 400;

/** The fare rules of one result: each rule's supplier HTML, sanitised, under its origin–destination. */
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
      <DialogContent
        dividers
        data-testid="fare-rules-content"
        sx={{ height: FARE_RULES_HEIGHT, flex: 'none', boxSizing: 'border-box', overflowY: 'auto' }}
      >
        {rules.isPending && result ? (
          <Box aria-busy="true" aria-label="Loading fare rules">
            <Skeleton width="40%" />
            <Skeleton variant="rounded" height={120} sx={{ mt: 1 }} />
          </Box>
        ) : rules.data && rules.data.length > 0 ? (
          rules.data.map((rule, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rules come in a fixed order, several per route
            <Box component="section" key={i} sx={{ mb: 3 }}>
              <Typography variant="subtitle1" component="h3" fontWeight={600}>
                {rule.origin}–{rule.destination}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p" gutterBottom>
                {[rule.airline, rule.fareBasisCode && `Fare basis ${rule.fareBasisCode}`]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              <Box
                sx={{ typography: 'body2', overflowWrap: 'anywhere', '& table': { maxWidth: '100%' } }}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: supplier HTML, sanitised by DOMPurify
                dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(rule.fareRuleDetail) }}
              />
              {rule.fareRestriction && (
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {rule.fareRestriction}
                </Typography>
              )}
            </Box>
          ))
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
