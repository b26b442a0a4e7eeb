import { Card, CardContent, CardHeader } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled card holding one section of a page (a form, a panel). */
export function SectionCard({
  title,
  subheader,
  children,
}: {
  title: string;
  subheader?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card component="section" variant="outlined">
      <CardHeader
        title={title}
        subheader={subheader}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}
