import { CssBaseline, ThemeProvider } from '@mui/material';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useSite } from '../../app/store';
import { buildTheme } from '../../app/theme';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { PopupAlert } from './PopupAlert';
import { SiteMessagePage } from './SiteMessagePage';
import { useDetectSite } from './site-api';
import { applySiteHead } from './site-head';

/** Detects the site from the domain before any route renders, then brands everything below it. */
export function SiteBoot({ children }: { children: ReactNode }) {
  const detection = useDetectSite();

  if (detection.isPending) return <PageSkeleton fullPage />;
  if (detection.isError) {
    return (
      <SiteMessagePage
        title="We could not reach the server"
        message="Please check your connection and try again."
        onRetry={() => void detection.refetch()}
      />
    );
  }
  if (detection.data.kind === 'missing') {
    return (
      <SiteMessagePage
        title="This site is not set up"
        message={`No travel site is configured for ${window.location.hostname}.`}
      />
    );
  }
  return <BrandedSite>{children}</BrandedSite>;
}

function BrandedSite({ children }: { children: ReactNode }) {
  const site = useSite();
  const { form } = site.brandingSettings;
  const theme = useMemo(() => buildTheme(form), [form]);

  useEffect(() => applySiteHead(site), [site]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <PopupAlert site={site} />
      {children}
    </ThemeProvider>
  );
}
