import { colourProblems } from '@app/contracts';
import { Alert, AppBar, Box, Chip, Paper, Stack, ThemeProvider, Toolbar, Typography } from '@mui/material';
import { useMemo } from 'react';
import { buildTheme } from '../../app/theme';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The colours as a visitor will see them, with what would read badly said before saving. */
export function ThemePreview({
  colours,
  label,
}: {
  colours: { primaryColor: string; secondaryColor: string; backgroundColor: string };
  label: string;
}) {
  const { primaryColor, secondaryColor, backgroundColor } = colours;
  const complete = [primaryColor, secondaryColor, backgroundColor].every((c) => HEX.test(c));
  const theme = useMemo(
    () => (complete ? buildTheme({ primaryColor, secondaryColor, backgroundColor }) : null),
    [complete, primaryColor, secondaryColor, backgroundColor],
  );
  if (!theme) return null;
  const problems = colourProblems(colours);
  return (
    <Stack spacing={1}>
      <ThemeProvider theme={theme}>
        <Paper variant="outlined" sx={{ overflow: 'hidden' }} aria-label="Theme preview" role="img">
          <AppBar position="static" elevation={0}>
            <Toolbar variant="dense">
              <Typography sx={{ fontWeight: 600 }}>{label || 'Your brand'}</Typography>
            </Toolbar>
          </AppBar>
          <Box sx={{ bgcolor: 'background.default', p: 2 }}>
            <Typography>Delhi → Mumbai · Tue, 08 Dec</Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
              {/* A picture of a button, not one: the preview is an image to assistive technology. */}
              <Box
                sx={{
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  px: 1.5,
                  py: 0.5,
                  borderRadius: 1,
                  typography: 'button',
                }}
              >
                Book
              </Box>
              <Chip color="secondary" size="small" label="Refundable" />
            </Stack>
          </Box>
        </Paper>
      </ThemeProvider>
      {problems.length === 0 ? (
        <Alert severity="success" variant="outlined">
          Every colour reads at WCAG AA.
        </Alert>
      ) : (
        problems.map((p) => (
          <Alert key={p.field} severity="warning" variant="outlined">
            {p.message}
          </Alert>
        ))
      )}
    </Stack>
  );
}
