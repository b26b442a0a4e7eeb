import { Card, Skeleton, Stack } from '@mui/material';

/** Card-shaped placeholders while a list loads, so the page does not jump when it arrives. */
export function FdCardsSkeleton({ label, cards = 3 }: { label: string; cards?: number }) {
  return (
    <Stack spacing={2} role="progressbar" aria-busy="true" aria-label={label}>
      {Array.from({ length: cards }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <Card key={i} variant="outlined" sx={{ p: 2 }}>
          <Skeleton width="40%" height={32} />
          <Skeleton width="60%" />
          <Skeleton width="50%" />
        </Card>
      ))}
    </Stack>
  );
}
