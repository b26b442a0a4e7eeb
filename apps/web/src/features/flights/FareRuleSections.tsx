import type { FareRule } from '@app/contracts';
import { Box, Typography } from '@mui/material';
import DOMPurify from 'dompurify';

/** A fare rules panel's content area is this high and scrolls (spec §2 screens: height 400px). */
export const FARE_RULES_HEIGHT = 400;

/** Fare rules as the supplier wrote them: each rule's HTML, sanitised, under its origin–destination. */
export function FareRuleSections({ rules }: { rules: readonly FareRule[] }) {
  return rules.map((rule, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: rules come in a fixed order, several per route
    <Box component="section" key={i} sx={{ mb: 3, breakInside: 'avoid-page' }}>
      <Typography variant="subtitle1" component="h3" fontWeight={600}>
        {rule.origin}–{rule.destination}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" gutterBottom>
        {[rule.airline, rule.fareBasisCode && `Fare basis ${rule.fareBasisCode}`].filter(Boolean).join(' · ')}
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
  ));
}
