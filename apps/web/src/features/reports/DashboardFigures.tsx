import { MSG } from '@app/contracts';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import { Box, Button, Paper, Skeleton, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { useStaffDashboard } from './api/dashboard';
import { DailyChart } from './DailyChart';
import { hasActivity } from './dashboard-format';
import { PeriodCard } from './PeriodCard';
import { TopCustomers, TopRoutes } from './TopLists';

function FiguresSkeleton() {
  return (
    <Stack spacing={2} role="progressbar" aria-busy="true" aria-label="Loading the figures">
      <Skeleton variant="rounded" height={140} />
      <Skeleton variant="rounded" height={140} />
      <Skeleton variant="rounded" height={300} />
    </Stack>
  );
}

/** The site's sales figures on the staff dashboard: today, this month, the last days, the tops. */
export function DashboardFigures() {
  const dashboard = useStaffDashboard();
  if (dashboard.isPending) return <FiguresSkeleton />;
  if (dashboard.isError) {
    return (
      <Paper>
        <EmptyState title={MSG.somethingWrong} message="The figures could not be loaded." />
      </Paper>
    );
  }
  const data = dashboard.data;
  if (!hasActivity(data)) {
    return (
      <Paper>
        <EmptyState
          title="No bookings yet"
          message="Figures and charts appear here once customers search and book flights."
          icon={<FlightTakeoffIcon fontSize="inherit" />}
          action={
            <Button component={RouterLink} to="/flight/search" variant="outlined">
              Search flights
            </Button>
          }
        />
      </Paper>
    );
  }
  return (
    <Stack spacing={2} component="section" aria-label="Sales figures">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <PeriodCard title="Today" figures={data.today} />
        <PeriodCard title="This month" figures={data.month} />
      </Box>
      <DailyChart daily={data.daily} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <TopRoutes routes={data.topRoutes} />
        <TopCustomers customers={data.topCustomers} />
      </Box>
    </Stack>
  );
}
