import { CssBaseline, ThemeProvider } from '@mui/material';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useSite } from '../../app/store';
import { bootTheme, buildTheme } from '../../app/theme';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { ToasterHost } from '../../ui/ToasterHost';
import { SiteMessagePage } from './SiteMessagePage';
import { useDetectSite } from './site-api';
import { applySiteHead } from './site-head';

/** Detects the site from the domain before any route renders, then brands everything below it. */
export function SiteBoot({ children }: { children: ReactNode }) {
  const detection = useDetectSite();

  if (detection.isPending) {
    return (
      <Unbranded>
        <PageSkeleton fullPage />
      </Unbranded>
    );
  }
  if (detection.isError) {
    return (
      <Unbranded>
        <SiteMessagePage
          title="We could not reach the server"
          message="Please check your connection and try again."
          onRetry={() => void detection.refetch()}
        />
      </Unbranded>
    );
  }
  if (detection.data.kind === 'missing') {
    return (
      <Unbranded>
        <SiteMessagePage
          title="This site is not set up"
          message={`No travel site is configured for ${window.location.hostname}.`}
        />
      </Unbranded>
    );
  }
  return <BrandedSite>{children}</BrandedSite>;
}

/** Before a site is known: the neutral theme, and the toasts a failure may raise. */
function Unbranded({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={bootTheme()}>
      <CssBaseline />
      {children}
      <ToasterHost />
    </ThemeProvider>
  );
}

function BrandedSite({ children }: { children: ReactNode }) {
  const site = useSite();
  const { form } = site.brandingSettings;
  const theme = useMemo(() => buildTheme(form), [form]);

  useEffect(() => applySiteHead(site), [site]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
      <ToasterHost />
    </ThemeProvider>
  );
}
