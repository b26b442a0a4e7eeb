import { Box, Container, Skeleton, Stack } from '@mui/material';

/** Placeholder while a page (or, with fullPage, the whole app) is loading. */
export function PageSkeleton({ fullPage = false, rows = 4 }: { fullPage?: boolean; rows?: number }) {
  return (
    <Box role="progressbar" aria-busy="true" aria-label="Loading">
      {fullPage && <Skeleton variant="rectangular" height={64} animation="wave" />}
      <Container maxWidth="md" sx={{ py: 4 }}>
        <Stack spacing={2}>
          <Skeleton variant="text" width="40%" height={48} />
          {Array.from({ length: rows }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows
            <Skeleton key={index} variant="rounded" height={56} />
          ))}
        </Stack>
      </Container>
    </Box>
  );
}
