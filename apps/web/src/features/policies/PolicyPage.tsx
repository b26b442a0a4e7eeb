import { Paper, Stack, Typography } from '@mui/material';
import { useSite } from '../../app/store';
import { PageTitle } from '../../ui/PageTitle';
import { type PolicyKey, policyFor } from './policy-content';

/** One page per policy (/terms_and_conditions, /privacy_policy, …), written for this site. */
export function PolicyPage({ policy }: { policy: PolicyKey }) {
  const { title, intro, sections } = policyFor(policy, useSite());
  return (
    <>
      <PageTitle title={title} />
      <Paper component="article" sx={{ p: { xs: 2, sm: 4 } }}>
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
      </Paper>
    </>
  );
}
