import { Box, Typography } from '@mui/material';

/** One labelled figure of a `<dl>`: the label, the value large, and an optional hint below. */
export function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="h6" component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary" component="dd" sx={{ m: 0 }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}
