import { type AddDomainRequest, addDomainRequest, MSG, type SiteDomainView } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Chip, List, ListItem, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { FormTextField } from '../../ui/form/FormTextField';
import { applyServerErrors } from '../../ui/form/server-errors';
import { notify } from '../../ui/notify';
import { PageTitle } from '../../ui/PageTitle';
import { SectionCard } from '../../ui/SectionCard';
import { useAddDomain, useMakePrimaryDomain, useRemoveDomain, useSiteDomains } from './api/domains';

const failed = (error: unknown) => notify.error(error instanceof Error ? error.message : MSG.somethingWrong);

/** Adds an alias: the contract's rules under the field first, then the server's (a taken domain). */
function AddDomainForm() {
  const add = useAddDomain();
  const { control, handleSubmit, setError, reset, formState } = useForm<AddDomainRequest>({
    resolver: zodResolver(addDomainRequest) as never,
    defaultValues: { domain: '' },
  });
  const onSubmit = handleSubmit(async ({ domain }) => {
    try {
      const answer = await add.mutateAsync(domain);
      notify.success(answer.message);
      reset({ domain: '' });
    } catch (error) {
      if (!applyServerErrors(error, setError)) failed(error);
    }
  });
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      alignItems={{ sm: 'flex-start' }}
      noValidate
      onSubmit={onSubmit}
      aria-label="Add a domain"
    >
      <FormTextField
        control={control}
        name="domain"
        label="Domain"
        placeholder="www.example.com"
        fullWidth
        helperText="Point the domain's DNS at this platform; it answers as soon as it is added."
        slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
      />
      <Button
        type="submit"
        variant="contained"
        loading={formState.isSubmitting}
        sx={{ flexShrink: 0, mt: 1 }}
      >
        Add domain
      </Button>
    </Stack>
  );
}

/** One domain: the primary is marked; any other may become primary or go (after a confirmation). */
function DomainRow({ domain }: { domain: SiteDomainView }) {
  const makePrimary = useMakePrimaryDomain();
  const remove = useRemoveDomain();
  const [confirming, setConfirming] = useState(false);
  const run = async (change: typeof remove) => {
    try {
      notify.success((await change.mutateAsync(domain.domain)).message);
    } catch (error) {
      failed(error);
    } finally {
      setConfirming(false);
    }
  };
  return (
    <ListItem divider sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
      <Typography sx={{ flex: '1 1 16rem', overflowWrap: 'anywhere' }}>{domain.domain}</Typography>
      {domain.isPrimary ? (
        <Chip label="Primary" color="primary" size="small" />
      ) : (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            size="small"
            loading={makePrimary.isPending}
            onClick={() => run(makePrimary)}
            aria-label={`Make primary: ${domain.domain}`}
          >
            Make primary
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() => setConfirming(true)}
            aria-label={`Remove ${domain.domain}`}
          >
            Remove
          </Button>
        </Box>
      )}
      {confirming && (
        <ConfirmDialog
          title="Remove this domain?"
          message={`${domain.domain} stops opening this site at once.`}
          confirmLabel="Remove"
          busy={remove.isPending}
          onConfirm={() => run(remove)}
          onClose={() => setConfirming(false)}
        />
      )}
    </ListItem>
  );
}

/**
 * /staff/domains: the domains the site answers on (decision 0041). The primary is the address of
 * links in mails; the others are aliases.
 */
export function DomainsPage() {
  const domains = useSiteDomains();
  let list: React.ReactNode;
  if (domains.isPending)
    list = (
      <Stack spacing={1} aria-busy="true" aria-label="Loading domains">
        {[0, 1].map((n) => (
          <Skeleton key={n} variant="rounded" height={40} />
        ))}
      </Stack>
    );
  else if (domains.isError) list = <Alert severity="error">{MSG.somethingWrong}</Alert>;
  else if (domains.data.length === 0)
    list = <EmptyState title="No domains yet" message="Add the domain this site should open on." />;
  else
    list = (
      <List aria-label="Domains" disablePadding>
        {domains.data.map((domain) => (
          <DomainRow key={domain.domain} domain={domain} />
        ))}
      </List>
    );
  return (
    <>
      <PageTitle
        title="Domains"
        subtitle="The addresses this site opens on. Links in mails use the primary domain."
      />
      <Stack spacing={2}>
        <SectionCard title="Domains">{list}</SectionCard>
        <SectionCard title="Add a domain">
          <AddDomainForm />
        </SectionCard>
      </Stack>
    </>
  );
}
