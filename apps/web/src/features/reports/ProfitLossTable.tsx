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
/**
 * The period (left) and the profit (right) stay in view while the figures between scroll under
 * them; the line beside each says something passes beneath.
 */
const STUCK = { position: 'sticky', bgcolor: 'background.paper', zIndex: 1 } as const;
const PERIOD = { ...STUCK, left: 0, pl: 2, borderRight: 1, borderRightColor: 'divider' } as const;
const PROFIT = { ...STUCK, right: 0, borderLeft: 1, borderLeftColor: 'divider', fontWeight: 700 } as const;
/** Closer columns than MUI's small table (the edges keep theirs), so a crore-sized row fits a desktop. */
const CELLS = { borderCollapse: 'separate', '& .MuiTableCell-root': { px: 1 } } as const;
const LAST = { pr: 2 } as const;

/** A figure's column: profit is held at the right; the last column keeps the table's edge. */
const columnSx = (columns: typeof PROFIT_LOSS_COLUMNS, i: number) => ({
  ...(columns[i]?.key === 'profit' && PROFIT),
  ...(i === columns.length - 1 && LAST),
});

export type ProfitLossPart = (typeof PROFIT_LOSS_COLUMNS)[number]['part'];

function Figures({
  columns,
  figures,
  sx,
}: {
  columns: typeof PROFIT_LOSS_COLUMNS;
  figures: ProfitLossFigures;
  sx?: typeof TOTAL;
}) {
  return columns.map(({ key }, i) => (
    <TableCell key={key} align="right" sx={{ whiteSpace: 'nowrap', ...columnSx(columns, i), ...sx }}>
      {formatRupees(figures[key])}
    </TableCell>
  ));
}

/**
 * A row per period and product, then the totals, with one part of the figures: what makes the
 * profit, or what the sales and cancellations are made of. Each part fits a desktop; narrower, it
 * scrolls sideways in its own box (a keyboard stop, so it scrolls without a mouse) with the period
 * and the profit kept in view. Phones get the cards instead (ProfitLossCards).
 */
export function ProfitLossTable({
  report,
  part,
  label,
}: {
  report: ProfitLossReport;
  part: ProfitLossPart;
  label: string;
}) {
  const columns = PROFIT_LOSS_COLUMNS.filter((c) => c.part === part);
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label={`${label} table`}
    >
      {/* Separate borders: a sticky cell would paint over the row's line in a collapsed table. */}
      <Table size="small" aria-label={label} sx={CELLS}>
        <TableHead>
          <TableRow>
            <TableCell sx={PERIOD}>{report.groupBy === 'day' ? 'Day' : 'Month'}</TableCell>
            <TableCell>Product</TableCell>
            {columns.map(({ key, label }, i) => (
              <TableCell key={key} align="right" sx={columnSx(columns, i)}>
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {report.rows.map((row) => (
            <TableRow key={`${row.period} ${row.product}`}>
              <TableCell component="th" scope="row" sx={{ ...PERIOD, whiteSpace: 'nowrap' }}>
                {periodLabel(row.period)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{PRODUCT_LABELS[row.product]}</TableCell>
              <Figures columns={columns} figures={row} />
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" sx={{ ...PERIOD, ...TOTAL }}>
              Total
            </TableCell>
            <TableCell />
            <Figures columns={columns} figures={report.totals} sx={TOTAL} />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
