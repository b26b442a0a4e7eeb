import { Skeleton, Stack } from '@mui/material';

/** Card-shaped placeholders, so the page does not jump when the first page arrives. */
export function TicketListSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true" aria-label="Loading">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} variant="rounded" height={160} />
      ))}
    </Stack>
  );
}
