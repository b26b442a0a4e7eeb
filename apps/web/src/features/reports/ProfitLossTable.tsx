import {
  PRODUCT_LABELS,
  PROFIT_LOSS_COLUMNS,
  type ProfitLossFigures,
  type ProfitLossReport,
} from '@app/contracts';
import {
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
} from '@mui/material';
import { formatRupees } from '../flights/format';
import { periodLabel } from './profit-loss-filters';

/** The totals row reads as the body does, in bold (a table footer is small and grey by default). */
const TOTAL = { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } as const;

function Figures({ figures, sx }: { figures: ProfitLossFigures; sx?: typeof TOTAL }) {
  return PROFIT_LOSS_COLUMNS.map(({ key }) => (
    <TableCell key={key} align="right" sx={{ whiteSpace: 'nowrap', ...sx }}>
      {formatRupees(figures[key])}
    </TableCell>
  ));
}

/**
 * A row per period and product, then the totals. Wider than a phone: the table scrolls sideways in
 * its own box (a keyboard stop, so it scrolls without a mouse) and the period stays in view.
 */
export function ProfitLossTable({ report }: { report: ProfitLossReport }) {
  const sticky = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 } as const;
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Profit and loss table"
    >
      {/* Separate borders: a sticky cell would paint over the row's line in a collapsed table. */}
      <Table size="small" aria-label="Profit and loss" sx={{ borderCollapse: 'separate' }}>
        <TableHead>
          <TableRow>
            <TableCell sx={sticky}>{report.groupBy === 'day' ? 'Day' : 'Month'}</TableCell>
            <TableCell>Product</TableCell>
            {PROFIT_LOSS_COLUMNS.map(({ key, label }) => (
              <TableCell key={key} align="right">
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {report.rows.map((row) => (
            <TableRow key={`${row.period} ${row.product}`}>
              <TableCell component="th" scope="row" sx={{ ...sticky, whiteSpace: 'nowrap' }}>
                {periodLabel(row.period)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{PRODUCT_LABELS[row.product]}</TableCell>
              <Figures figures={row} />
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" sx={{ ...sticky, ...TOTAL }}>
              Total
            </TableCell>
            <TableCell />
            <Figures figures={report.totals} sx={TOTAL} />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
