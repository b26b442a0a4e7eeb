import { Backdrop, CircularProgress, Stack, Typography } from '@mui/material';

/**
 * Covers the page while money moves, so nothing can be clicked twice; it announces itself to
 * screen readers as the status of the page.
 */
export function PaymentProgress({
  open,
  message,
  detail,
}: {
  open: boolean;
  message: string;
  detail?: string;
}) {
  return (
    <Backdrop open={open} sx={{ zIndex: (t) => t.zIndex.modal + 1, color: 'common.white' }}>
      <Stack role="status" alignItems="center" spacing={2} sx={{ px: 2, textAlign: 'center' }}>
        <CircularProgress color="inherit" />
        <Typography variant="h6" component="p">
          {message}
        </Typography>
        {detail && <Typography>{detail}</Typography>}
      </Stack>
    </Backdrop>
  );
}
