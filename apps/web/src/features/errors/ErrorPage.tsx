import { Button, Paper } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { PageTitle } from '../../ui/PageTitle';

/** A whole page that explains why there is nothing to show, with a way home. */
export function ErrorPage({
  heading,
  icon,
  title,
  message,
}: {
  heading: string;
  icon: ReactNode;
  title: string;
  message: string;
}) {
  return (
    <>
      <PageTitle title={heading} />
      <Paper>
        <EmptyState
          icon={icon}
          title={title}
          message={message}
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
