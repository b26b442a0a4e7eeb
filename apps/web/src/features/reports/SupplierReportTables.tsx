import {
  SUPPLIER_BOOKING_STATUS_LABELS,
  type SupplierReport,
  type SupplierReportRow,
  type SupplierTotals,
} from '@app/contracts';
import {
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { siteTime } from '../../app/site-locale';
import { formatSiteMoney } from '../../app/site-money';
import { orderPagePath } from '../payments/payment-labels';

const MONEY = [
  { key: 'publishedFare', label: 'Published fare' },
  { key: 'netCost', label: 'Net cost' },
  { key: 'sellingPrice', label: 'Selling price' },
  { key: 'supplierRefund', label: 'Supplier refund' },
] as const;

/** The totals row reads as the body does, in bold (a table footer is small and grey by default). */
const TOTAL = { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } as const;
const nowrap = { whiteSpace: 'nowrap' } as const;

/** A table wider than a phone scrolls sideways in its own box, a keyboard stop so it scrolls without a mouse. */
function Scroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label}>
        {children}
      </Table>
    </TableContainer>
  );
}

type Figures = Record<(typeof MONEY)[number]['key'], number | null>;

/** The money cells; a refund not known (null) is a dash, not a zero. */
function Money({ figures, sx }: { figures: Figures; sx?: object }) {
  return MONEY.map(({ key }) => (
    <TableCell key={key} align="right" sx={{ ...nowrap, ...sx }}>
      {figures[key] === null ? '—' : formatSiteMoney(figures[key])}
    </TableCell>
  ));
}

function MoneyHeads() {
  return MONEY.map(({ key, label }) => (
    <TableCell key={key} align="right">
      {label}
    </TableCell>
  ));
}

function Counts({ totals, sx }: { totals: SupplierTotals; sx?: object }) {
  return (
    <>
      <TableCell align="right" sx={sx}>
        {totals.bookings}
      </TableCell>
      <TableCell align="right" sx={sx}>
        {totals.ticketed}
      </TableCell>
      <TableCell align="right" sx={sx}>
        {totals.passengers}
      </TableCell>
    </>
  );
}

/** Per supplier: every booking counted, the money of the tickets it issued. */
export function SupplierTotalsTable({ report }: { report: SupplierReport }) {
  return (
    <Scroller label="Totals per supplier">
      <TableHead>
        <TableRow>
          <TableCell>Supplier</TableCell>
          <TableCell align="right">Bookings</TableCell>
          <TableCell align="right">Issued</TableCell>
          <TableCell align="right">Passengers</TableCell>
          <MoneyHeads />
        </TableRow>
      </TableHead>
      <TableBody>
        {report.suppliers.map(({ supplier, ...totals }) => (
          <TableRow key={supplier}>
            <TableCell component="th" scope="row">
              {supplier}
            </TableCell>
            <Counts totals={totals} />
            <Money figures={totals} />
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell component="th" scope="row" sx={TOTAL}>
            Total
          </TableCell>
          <Counts totals={report.totals} sx={TOTAL} />
          <Money figures={report.totals} sx={TOTAL} />
        </TableRow>
      </TableFooter>
    </Scroller>
  );
}

/** One row per supplier booking, as the sheet has them. */
export function SupplierBookingsTable({ rows }: { rows: SupplierReportRow[] }) {
  return (
    <Scroller label="Supplier bookings">
      <TableHead>
        <TableRow>
          <TableCell>Supplier</TableCell>
          <TableCell>Booked</TableCell>
          <TableCell>Supplier booking id / PNR</TableCell>
          <TableCell>Order</TableCell>
          <TableCell>Sector</TableCell>
          <TableCell align="right">Passengers</TableCell>
          <TableCell>Status</TableCell>
          <MoneyHeads />
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell>{row.supplier}</TableCell>
            <TableCell sx={nowrap}>{siteTime(row.bookedAt).format('D MMM YYYY, HH:mm')}</TableCell>
            <TableCell sx={nowrap}>
              {row.supplierBookingId ?? '—'} / {row.pnr ?? '—'}
            </TableCell>
            <TableCell sx={nowrap}>
              <Link component={RouterLink} to={orderPagePath(row.orderId)}>
                {row.orderReference}
              </Link>
            </TableCell>
            <TableCell sx={nowrap}>
              {row.origin}–{row.destination} · {row.airlineCode} · {row.travelDate}
            </TableCell>
            <TableCell align="right">{row.passengerCount}</TableCell>
            <TableCell sx={nowrap}>{SUPPLIER_BOOKING_STATUS_LABELS[row.status]}</TableCell>
            <Money figures={row} />
          </TableRow>
        ))}
      </TableBody>
    </Scroller>
  );
}
