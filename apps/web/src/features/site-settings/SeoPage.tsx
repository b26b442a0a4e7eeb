import {
  MSG,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  type SeoPageView,
  type SeoPath,
  saveSeoRequest,
} from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { type Control, type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../ui/form/FormTextField';
import { applyServerErrors } from '../../ui/form/server-errors';
import { notify } from '../../ui/notify';
import { PageTitle } from '../../ui/PageTitle';
import { SectionCard } from '../../ui/SectionCard';
import { useSaveSeo, useSeoPages } from './api/seo';

type SeoForm = { path: SeoPath; title: string; description: string; ogImageUrl: string };

const contract = zodResolver(saveSeoRequest);

/** The contract's own rules, said under their fields before any call; the form keeps what was typed. */
const seoResolver: Resolver<SeoForm> = async (values, context, options) => {
  const { errors } = await contract(values, context, options as never);
  return Object.keys(errors).length === 0
    ? { values, errors: {} }
    : { values: {}, errors: errors as FieldErrors<SeoForm> };
};

const formOf = (page: SeoPageView): SeoForm => ({
  path: page.path as SeoPath,
  title: page.title ?? '',
  description: page.description ?? '',
  ogImageUrl: page.ogImageUrl ?? '',
});

/** A text field with its length against the limit under it (an error takes its place). */
function CountedField({
  control,
  name,
  label,
  max,
  placeholder,
  multiline,
}: {
  control: Control<SeoForm>;
  name: 'title' | 'description';
  label: string;
  max: number;
  placeholder?: string;
  multiline?: boolean;
}) {
  const value = useWatch({ control, name }) ?? '';
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      placeholder={placeholder}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      fullWidth
      helperText={`${value.trim().length}/${max}`}
    />
  );
}

/** One public page's title, description and link-preview image, saved on their own. */
function SeoPageCard({ page }: { page: SeoPageView }) {
  const save = useSaveSeo();
  const { control, handleSubmit, setError, formState } = useForm<SeoForm>({
    resolver: seoResolver,
    values: formOf(page),
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(values);
      notify.success(answer.message);
    } catch (error) {
      if (!applyServerErrors(error, setError))
        notify.error(error instanceof Error ? error.message : MSG.somethingWrong);
    }
  });
  return (
    <SectionCard
      title={page.label}
      subheader={
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          <PageAddress to={page.path} /> · Default title: {page.defaultTitle}
        </Box>
      }
    >
      <Stack component="form" spacing={2} noValidate onSubmit={onSubmit} aria-label={`SEO of ${page.label}`}>
        <CountedField
          control={control}
          name="title"
          label="Title"
          max={SEO_TITLE_MAX}
          placeholder={page.defaultTitle}
        />
        <CountedField
          control={control}
          name="description"
          label="Description"
          max={SEO_DESCRIPTION_MAX}
          multiline
        />
        <FormTextField
          control={control}
          name="ogImageUrl"
          label="Image URL"
          fullWidth
          helperText="Shown when the page is shared: https://… or a path of this site"
        />
        <Box>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            Save
          </Button>
        </Box>
      </Stack>
    </SectionCard>
  );
}

/** The page's address in the app, to open in a new tab. */
function PageAddress({ to }: { to: string }) {
  return (
    <Typography component={RouterLink} to={to} target="_blank" variant="inherit" color="inherit">
      {to}
    </Typography>
  );
}

/** /staff/seo: per public page, the title, description and image search results and link previews show. */
export function SeoPage() {
  const pages = useSeoPages();
  let body: React.ReactNode;
  if (pages.isPending)
    body = (
      <Stack spacing={2} aria-busy="true" aria-label="Loading SEO settings">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} variant="rounded" height={280} />
        ))}
      </Stack>
    );
  else if (pages.isError) body = <Alert severity="error">{MSG.somethingWrong}</Alert>;
  else
    body = (
      <Stack spacing={2}>
        {pages.data.map((page) => (
          <SeoPageCard key={page.path} page={page} />
        ))}
      </Stack>
    );
  return (
    <>
      <PageTitle
        title="SEO"
        subtitle="What search results and link previews show for each public page. Blank fields keep the app's own."
      />
      {body}
    </>
  );
}
