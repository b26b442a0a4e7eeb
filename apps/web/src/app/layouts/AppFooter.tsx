import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useSite } from '../store';

const POLICY_LINKS = [
  { label: 'Terms and conditions', to: '/terms_and_conditions' },
  { label: 'Privacy policy', to: '/privacy_policy' },
  { label: 'Cancellation, return & refund policy', to: '/cancellation_return_refund_policy' },
  { label: 'API partner program', to: '/api-partner-program' },
];

export function AppFooter() {
  const site = useSite();
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 3, mt: 4 }}
    >
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }} flexWrap="wrap" useFlexGap>
          {POLICY_LINKS.map((link) => (
            <Link key={link.to} component={RouterLink} to={link.to} color="text.secondary" underline="hover">
              {link.label}
            </Link>
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          © {new Date().getFullYear()} {site.companyName}
          {site.adminEmail && ` · ${site.adminEmail}`}
          {site.adminContact && ` · ${site.adminContact}`}
        </Typography>
      </Container>
    </Box>
  );
}
