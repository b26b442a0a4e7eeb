import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button, Paper } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { PageTitle } from '../../ui/PageTitle';

export function NotFoundPage() {
  return (
    <>
      <PageTitle title="Page not found" />
      <Paper>
        <EmptyState
          icon={<SearchOffIcon fontSize="inherit" />}
          title="We could not find this page."
          message="The link may be old, or the address mistyped."
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
