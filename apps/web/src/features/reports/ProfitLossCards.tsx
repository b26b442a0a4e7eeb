import {
  PRODUCT_LABELS,
  PROFIT_LOSS_COLUMNS,
  type ProfitLossFigures,
  type ProfitLossReport,
} from '@app/contracts';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { formatRupees } from '../flights/format';
import { periodLabel } from './profit-loss-filters';

/** One list of figures: the label on the left, the amount on the right, profit in bold under a line. */
function FigureList({ figures, part }: { figures: ProfitLossFigures; part: 'profit' | 'detail' }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5 }}>
      {PROFIT_LOSS_COLUMNS.filter((c) => c.part === part).map(({ key, label }) => {
        const total =
          key === 'profit' ? { fontWeight: 700, borderTop: 1, borderColor: 'divider', pt: 0.5 } : {};
        return (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={total}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, pl: 2, textAlign: 'right', ...total }}>
              {formatRupees(figures[key])}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

function FiguresCard({ title, figures }: { title: string; figures: ProfitLossFigures }) {
  const id = useId();
  return (
    <Paper component="article" variant="outlined" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <FigureList figures={figures} part="profit" />
      <Typography
        component="h4"
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', mt: 1.5, mb: 0.5 }}
      >
        In detail
      </Typography>
      <FigureList figures={figures} part="detail" />
    </Paper>
  );
}

/**
 * The table on a phone: a card per period and product, every figure under its own name, so
 * nothing is out of sight at the right. The totals come first: on a phone they are what is read.
 */
export function ProfitLossCards({ report }: { report: ProfitLossReport }) {
  return (
    <Stack spacing={1.5} role="list" aria-label="Profit and loss">
      {[
        { key: 'total', title: 'Total', figures: report.totals },
        ...report.rows.map((row) => ({
          key: `${row.period} ${row.product}`,
          title: `${periodLabel(row.period)} · ${PRODUCT_LABELS[row.product]}`,
          figures: row,
        })),
      ].map(({ key, title, figures }) => (
        <Box key={key} role="listitem">
          <FiguresCard title={title} figures={figures} />
        </Box>
      ))}
    </Stack>
  );
}
