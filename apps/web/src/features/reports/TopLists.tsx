import type { TopCustomer, TopRoute } from '@app/contracts';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { SectionCard } from '../../ui/SectionCard';
import { formatRupees } from '../flights/format';
import { USER_TYPE_LABELS } from '../user-dashboard/user-type-labels';
import { formatCount } from './dashboard-format';

const NOTHING_YET = 'No bookings this month yet.';

export function TopRoutes({ routes }: { routes: TopRoute[] }) {
  return (
    <SectionCard title="Top routes this month">
      {routes.length === 0 ? (
        <Typography color="text.secondary">{NOTHING_YET}</Typography>
      ) : (
        <Table size="small" aria-label="Top routes this month">
          <TableHead>
            <TableRow>
              <TableCell>Route</TableCell>
              <TableCell align="right">Bookings</TableCell>
              <TableCell align="right">Sales</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {routes.map((r) => (
              <TableRow key={`${r.origin}-${r.destination}`}>
                <TableCell component="th" scope="row">
                  {r.origin} → {r.destination}
                </TableCell>
                <TableCell align="right">{formatCount(r.bookings)}</TableCell>
                <TableCell align="right">{formatRupees(r.sales)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </SectionCard>
  );
}

export function TopCustomers({ customers }: { customers: TopCustomer[] }) {
  return (
    <SectionCard title="Top customers this month">
      {customers.length === 0 ? (
        <Typography color="text.secondary">{NOTHING_YET}</Typography>
      ) : (
        <Table size="small" aria-label="Top customers this month">
          <TableHead>
            <TableRow>
              <TableCell>Customer</TableCell>
              <TableCell align="right">Bookings</TableCell>
              <TableCell align="right">Sales</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {customers.map((c) => (
              <TableRow key={c.userId}>
                <TableCell component="th" scope="row" sx={{ wordBreak: 'break-word' }}>
                  {c.name}
                  <Typography variant="body2" color="text.secondary">
                    {[USER_TYPE_LABELS[c.userType], c.email].filter(Boolean).join(' · ')}
                  </Typography>
                </TableCell>
                <TableCell align="right">{formatCount(c.bookings)}</TableCell>
                <TableCell align="right">{formatRupees(c.sales)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </SectionCard>
  );
}
