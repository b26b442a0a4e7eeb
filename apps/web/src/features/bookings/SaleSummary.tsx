import {
  canShowSaleDetails,
  type FareSummary,
  type SaleSummaryLineKey,
  saleSummaryLines,
  type UserType,
} from '@app/contracts';
import { FormControlLabel, Stack, Switch } from '@mui/material';
import { useState } from 'react';
import { SectionCard } from '../../ui/SectionCard';
import { MoneyRow } from './MoneyRow';

const TAKEN_OFF: readonly SaleSummaryLineKey[] = ['discount', 'commissionEarned'];

/** The sale summary panel (spec §6): staff, and agents when no markup was applied, may open the details. */
export function SaleSummary({ summary, userType }: { summary: FareSummary; userType: UserType | null }) {
  const [showDetails, setShowDetails] = useState(false);
  const hasMarkup = summary.markup > 0;
  const mayShow = userType !== null && canShowSaleDetails(userType, hasMarkup);
  const lines = saleSummaryLines(summary, { canShowDetails: mayShow && showDetails, hasMarkup });
  return (
    <SectionCard title="Sale summary">
      <Stack spacing={1} data-testid="sale-summary">
        {mayShow && (
          <FormControlLabel
            control={<Switch checked={showDetails} onChange={(_, on) => setShowDetails(on)} />}
            label="Show Details"
          />
        )}
        {lines.map((line) => (
          <MoneyRow
            key={line.key}
            label={line.label}
            amount={line.amount}
            minus={TAKEN_OFF.includes(line.key) && line.amount > 0}
            strong={line.key === 'totalPayable' || line.key === 'netPayable'}
          />
        ))}
      </Stack>
    </SectionCard>
  );
}
