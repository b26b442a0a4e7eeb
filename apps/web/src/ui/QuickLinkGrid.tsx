import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface QuickLink {
  title: string;
  description?: string;
  to: string;
  icon?: ReactNode;
}

/** Cards that each lead to a page, in a responsive grid. */
export function QuickLinkGrid({ links }: { links: readonly QuickLink[] }) {
  return (
    <Grid container spacing={2} component="nav" aria-label="Quick links">
      {links.map((link) => (
        <Grid key={`${link.title}-${link.to}`} size={{ xs: 12, sm: 6, md: 4 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={link.to} sx={{ height: '100%' }}>
              <CardContent>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }}>
                  {link.icon ?? <ArrowForwardIcon />}
                  <Typography variant="h6" component="h3" color="text.primary">
                    {link.title}
                  </Typography>
                </Box>
                {link.description && (
                  <Typography color="text.secondary" sx={{ mt: 1 }}>
                    {link.description}
                  </Typography>
                )}
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
