import { MSG } from '@app/contracts';
import { Paper } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { PageSkeleton } from '../../ui/PageSkeleton';

/** A page of a list as the payment screens show it: a skeleton, the failure, the empty words, or its rows. */
export function QueryList<T extends { records: unknown[] }>({
  query,
  empty,
  rows = 3,
  children,
}: {
  query: UseQueryResult<T>;
  empty: { title: string; message: string };
  rows?: number;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <PageSkeleton rows={rows} />;
  if (query.isError)
    return (
      <Paper>
        <EmptyState title={MSG.somethingWrong} message={query.error.message} />
      </Paper>
    );
  if (query.data.records.length === 0)
    return (
      <Paper>
        <EmptyState title={empty.title} message={empty.message} />
      </Paper>
    );
  return children(query.data);
}
