import { Box, Button, Paper, Typography } from '@mui/material';

interface SiteMessagePageProps {
  title: string;
  message: string;
  onRetry?: () => void;
}

/** A bare page for when there is no site to brand the app with (not set up, or unreachable). */
export function SiteMessagePage({ title, message, onRetry }: SiteMessagePageProps) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper sx={{ p: 4, maxWidth: 480, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary">{message}</Typography>
        {onRetry && (
          <Button sx={{ mt: 3 }} variant="contained" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Paper>
    </Box>
  );
}
