import { POLICY_KEYS, type PolicyKey } from '@app/contracts';
import {
  Alert,
  Box,
  Button,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiFailure } from '../../api/api-failure';
import { siteTime } from '../../app/site-locale';
import { useSite } from '../../app/store';
import { notify } from '../../ui/notify';
import { PageTitle } from '../../ui/PageTitle';
import { RichTextEditor } from '../../ui/RichTextEditor';
import { SectionCard } from '../../ui/SectionCard';
import { usePolicy, usePolicyVersions, useSavePolicy } from './api/policies';
import { policyAsHtml, policyFor } from './policy-content';

const PATHS: Record<PolicyKey, string> = {
  terms: '/terms_and_conditions',
  privacy: '/privacy_policy',
  cancellation: '/cancellation_return_refund_policy',
  apiPartner: '/api-partner-program',
};

function Versions({ policy }: { policy: PolicyKey }) {
  const versions = usePolicyVersions(policy);
  if (versions.isPending) return <Skeleton variant="rounded" height={64} />;
  if (versions.isError || versions.data.length === 0)
    return (
      <Typography color="text.secondary">
        Not written yet: visitors read the platform’s own text, made out in your company’s name.
      </Typography>
    );
  return (
    <List dense disablePadding aria-label="Published versions">
      {versions.data.map((v) => (
        <ListItem key={v.version} disableGutters>
          <ListItemText
            primary={`Version ${v.version}`}
            secondary={`${siteTime(v.updatedAt).format('D MMM YYYY, HH:mm')} · ${v.updatedBy}`}
          />
        </ListItem>
      ))}
    </List>
  );
}

function PolicyEditor({ policy }: { policy: PolicyKey }) {
  const site = useSite();
  const current = usePolicy(policy);
  const save = useSavePolicy();
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  if (current.isPending) return <Skeleton variant="rounded" height={320} aria-label="Loading the policy" />;
  if (current.isError) return <Alert severity="error">The policy could not be read.</Alert>;
  const html = draft ?? current.data?.html ?? policyAsHtml(policyFor(policy, site));
  const publish = () =>
    save.mutate(
      { policy, html },
      {
        onSuccess: (answer) => {
          setProblem(undefined);
          setDraft(null);
          notify.success(answer.message);
        },
        onError: (error) =>
          setProblem(error instanceof ApiFailure ? (error.fieldErrors.html ?? error.message) : error.message),
      },
    );
  return (
    <Stack spacing={2}>
      <RichTextEditor
        label="Text"
        value={html}
        onChange={setDraft}
        error={problem}
        helperText="Each publish is a new version; the page shows the date of the latest."
        minHeight={320}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={publish} loading={save.isPending}>
          Publish
        </Button>
        <Button component={RouterLink} to={PATHS[policy]} target="_blank">
          Open the page
        </Button>
      </Box>
    </Stack>
  );
}

/** /staff/policies: the site's policy pages, written and published by staff, every version kept. */
export function PoliciesPage() {
  const site = useSite();
  const [policy, setPolicy] = useState<PolicyKey>('terms');
  return (
    <>
      <PageTitle
        title="Policy pages"
        subtitle="What your terms, privacy and refund pages say, in your words."
      />
      <Tabs
        value={policy}
        onChange={(_event, next: PolicyKey) => setPolicy(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Policy pages"
        sx={{ mb: 2 }}
      >
        {POLICY_KEYS.map((key) => (
          <Tab key={key} value={key} label={policyFor(key, site).title} />
        ))}
      </Tabs>
      <Stack spacing={2}>
        <SectionCard title={policyFor(policy, site).title}>
          <PolicyEditor key={policy} policy={policy} />
        </SectionCard>
        <SectionCard title="Versions">
          <Versions policy={policy} />
        </SectionCard>
      </Stack>
    </>
  );
}
