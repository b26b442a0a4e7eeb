import BlockIcon from '@mui/icons-material/Block';
import { Button, Paper } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { PageTitle } from '../../ui/PageTitle';

export function ForbiddenPage() {
  return (
    <>
      <PageTitle title="Access denied" />
      <Paper>
        <EmptyState
          icon={<BlockIcon fontSize="inherit" />}
          title="You do not have access to this page."
          message="It is open to staff of this site only. If you think this is a mistake, contact support."
          action={
            <Button component={RouterLink} to="/" variant="contained">
              Go to the home page
            </Button>
          }
        />
      </Paper>
    </>
  );
}
