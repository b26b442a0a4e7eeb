import type { PolicyKey } from '@app/contracts';
import { Paper, Skeleton, Stack, Typography } from '@mui/material';
import { siteTime } from '../../app/site-locale';
import { useSite } from '../../app/store';
import { PageTitle } from '../../ui/PageTitle';
import { RichText } from '../../ui/RichText';
import { usePolicy } from './api/policies';
import { type Policy, policyFor } from './policy-content';

function PlatformText({ intro, sections }: Policy) {
  return (
    <Stack spacing={3}>
      <Typography>{intro}</Typography>
      {sections.map((section) => (
        <section key={section.heading}>
          <Typography variant="h6" component="h2" gutterBottom>
            {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1.5 }}>
              {paragraph}
            </Typography>
          ))}
        </section>
      ))}
    </Stack>
  );
}

/**
 * One page per policy (/terms_and_conditions, /privacy_policy, …): the site's own text as its
 * staff last published it, with the date; until they do, the platform's text written for the site.
 */
export function PolicyPage({ policy }: { policy: PolicyKey }) {
  const platform = policyFor(policy, useSite());
  const published = usePolicy(policy);
  let body: React.ReactNode;
  if (published.isPending) body = <Skeleton variant="rounded" height={320} aria-label="Loading the policy" />;
  else if (published.data) body = <RichText html={published.data.html} />;
  else body = <PlatformText {...platform} />;
  return (
    <>
      <PageTitle
        title={platform.title}
        subtitle={
          published.data
            ? `Last updated ${siteTime(published.data.updatedAt).format('D MMMM YYYY')}`
            : undefined
        }
      />
      <Paper component="article" sx={{ p: { xs: 2, sm: 4 } }}>
        {body}
      </Paper>
    </>
  );
}
