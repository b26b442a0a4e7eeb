import ScheduleIcon from '@mui/icons-material/Schedule';
import { Button, Paper } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../app/store';
import { EmptyState } from '../../ui/EmptyState';
import { PageTitle } from '../../ui/PageTitle';
import { homePathFor } from '../accounts/home-path';

interface ComingLaterProps {
  title: string;
  release: string;
}

/** The one page for screens that arrive in a later release: it names the screen and says so plainly. */
export function ComingLater({ title, release }: ComingLaterProps) {
  const user = useCurrentUser();
  return (
    <>
      <PageTitle title={title} />
      <Paper>
        <EmptyState
          icon={<ScheduleIcon fontSize="inherit" />}
          title={`${title} — this screen arrives with the ${release}.`}
          message="It is not available yet in this release of the platform."
          action={
            user && (
              <Button component={RouterLink} to={homePathFor(user.userType)} variant="outlined">
                Back to dashboard
              </Button>
            )
          }
        />
      </Paper>
    </>
  );
}
