import { Box, Pagination } from '@mui/material';

type PagerProps = { count: number; page: number; onPage: (page: number) => void };

/** Page links under a list, centred; nothing when everything fits on one page. */
export function Pager({ count, page, onPage }: PagerProps) {
  if (count <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
      <Pagination count={count} page={page} onChange={(_e, p) => onPage(p)} />
    </Box>
  );
}
