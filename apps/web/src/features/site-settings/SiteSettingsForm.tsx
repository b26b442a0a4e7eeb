import { gstStateOf, type SiteSettingsView } from '@app/contracts';
import { Box, Button, FormControlLabel, Grid, Stack, Switch } from '@mui/material';
import { type Control, Controller, useForm, useWatch } from 'react-hook-form';
import { FormTextField } from '../../ui/form/FormTextField';
import { applyServerErrors } from '../../ui/form/server-errors';
import { notify } from '../../ui/notify';
import { RichTextEditor } from '../../ui/RichTextEditor';
import { SectionCard } from '../../ui/SectionCard';
import { useSaveSiteSettings } from './api/site-settings';
import { BrandImageField } from './BrandImageField';
import { ColourField } from './ColourField';
import { ModulesField } from './ModulesField';
import { fieldOf, formOf, inputOf, type SettingsForm, settingsResolver } from './site-settings-form';
import { ThemePreview } from './ThemePreview';

function SwitchField({
  control,
  name,
  label,
}: {
  control: Control<SettingsForm>;
  name: 'isLocked' | 'canShowPermissionMenu';
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
          }
          label={label}
        />
      )}
    />
  );
}

const half = { xs: 12, sm: 6 } as const;

const BANK_FIELDS: readonly [keyof SettingsForm['bank'], string, typeof half | number][] = [
  ['accountName', 'Account name', half],
  ['accountNumber', 'Account number', half],
  ['ifsc', 'IFSC', half],
  ['bankName', 'Bank', half],
  ['branch', 'Branch', half],
  ['upiId', 'UPI id (optional)', half],
];

/** Branding, contact, popup, scripts, access and modules of this site, saved together. */
export function SiteSettingsForm({ settings }: { settings: SiteSettingsView }) {
  const save = useSaveSiteSettings();
  const { control, handleSubmit, setError } = useForm<SettingsForm>({
    values: formOf(settings),
    resolver: settingsResolver,
  });
  const [primaryColor, secondaryColor, backgroundColor, brandingLabel, gstin, takesBankTransfers] = useWatch({
    control,
    name: [
      'primaryColor',
      'secondaryColor',
      'backgroundColor',
      'brandingLabel',
      'gstin',
      'takesBankTransfers',
    ],
  });
  const onSubmit = handleSubmit((values) =>
    save.mutate(inputOf(values), {
      onSuccess: (answer) => notify.success(answer.message),
      onError: (error) => {
        if (!applyServerErrors(error, setError, fieldOf)) notify.error(error.message);
      },
    }),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Site settings">
      <Stack spacing={2}>
        <SectionCard title="Brand">
          <Grid container spacing={2}>
            <Grid size={half}>
              <FormTextField control={control} name="companyName" label="Company name" required />
            </Grid>
            <Grid size={half}>
              <FormTextField
                control={control}
                name="brandingLabel"
                label="Brand label"
                helperText="Beside the logo in the header."
                required
              />
            </Grid>
            <Grid size={12}>
              <FormTextField
                control={control}
                name="title"
                label="Page title"
                helperText="The browser tab and search results; the brand label when empty."
              />
            </Grid>
            <Grid size={half}>
              <BrandImageField kind="logo" url={settings.logoUrl} />
            </Grid>
            <Grid size={half}>
              <BrandImageField kind="favicon" url={settings.faviconUrl} />
            </Grid>
          </Grid>
        </SectionCard>

        <SectionCard title="Theme colours" subheader="Checked for readable text (WCAG AA) as you pick.">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Stack spacing={2}>
                <ColourField
                  control={control}
                  name="primaryColor"
                  label="Primary"
                  helperText="Header and buttons"
                />
                <ColourField
                  control={control}
                  name="secondaryColor"
                  label="Accent"
                  helperText="Badges and highlights"
                />
                <ColourField
                  control={control}
                  name="backgroundColor"
                  label="Background"
                  helperText="Behind every page"
                />
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <ThemePreview
                colours={{ primaryColor, secondaryColor, backgroundColor }}
                label={brandingLabel}
              />
            </Grid>
          </Grid>
        </SectionCard>

        <SectionCard title="Contact">
          <Grid container spacing={2}>
            <Grid size={half}>
              <FormTextField control={control} name="adminContact" label="Contact phone" autoComplete="tel" />
            </Grid>
            <Grid size={half}>
              <FormTextField control={control} name="adminEmail" label="Contact e-mail" type="email" />
            </Grid>
            <Grid size={12}>
              <FormTextField control={control} name="address" label="Address" multiline minRows={2} />
            </Grid>
          </Grid>
        </SectionCard>

        <SectionCard
          title="Tax identity"
          subheader="Printed on invoices; the GSTIN's state decides CGST and SGST or IGST."
        >
          <Grid container spacing={2}>
            <Grid size={half}>
              <FormTextField control={control} name="legalName" label="Legal name" />
            </Grid>
            <Grid size={half}>
              <FormTextField
                control={control}
                name="gstin"
                label="GSTIN"
                helperText={
                  gstStateOf(gstin)
                    ? `Registered in ${gstStateOf(gstin)}`
                    : '15 characters, e.g. 27AAPFU0939F1ZV'
                }
                slotProps={{
                  htmlInput: { maxLength: 15, spellCheck: false, style: { textTransform: 'uppercase' } },
                }}
              />
            </Grid>
          </Grid>
        </SectionCard>

        <SectionCard title="Popup alert" subheader="Shown to visitors when both title and message are set.">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 8 }}>
              <FormTextField control={control} name="popupAlertTitle" label="Title" />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormTextField
                control={control}
                name="popupFrequencyDays"
                label="Show again after (days)"
                type="number"
                helperText="0: on every visit"
              />
            </Grid>
            <Grid size={12}>
              <Controller
                control={control}
                name="popupAlertMessage"
                render={({ field, fieldState }) => (
                  <RichTextEditor
                    label="Message"
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                    minHeight={96}
                  />
                )}
              />
            </Grid>
          </Grid>
        </SectionCard>

        <SectionCard title="Scripts and sign-in" subheader="Only these scripts may run on the site.">
          <Grid container spacing={2}>
            <Grid size={half}>
              <FormTextField
                control={control}
                name="trackingTag"
                label="Tracking tag"
                helperText="G-…, GTM-… or a script address"
              />
            </Grid>
            <Grid size={half}>
              <FormTextField control={control} name="googleClientId" label="Google sign-in client id" />
            </Grid>
            <Grid size={12}>
              <FormTextField
                control={control}
                name="scriptUrls"
                label="Script addresses"
                multiline
                minRows={2}
                helperText="One https:// address per line"
                slotProps={{ htmlInput: { spellCheck: false } }}
              />
            </Grid>
          </Grid>
        </SectionCard>

        <SectionCard
          title="Bank transfers"
          subheader="The account customers pay into for wallet top-ups and offline payments."
        >
          <Controller
            control={control}
            name="takesBankTransfers"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
                }
                label="Customers may pay by bank transfer"
              />
            )}
          />
          {takesBankTransfers && (
            <Grid container spacing={2} sx={{ mt: 1 }}>
              {BANK_FIELDS.map(([name, label, size]) => (
                <Grid key={name} size={size}>
                  <FormTextField control={control} name={`bank.${name}`} label={label} />
                </Grid>
              ))}
            </Grid>
          )}
        </SectionCard>

        <SectionCard title="Access and modules">
          <Stack spacing={2}>
            <Stack>
              <SwitchField
                control={control}
                name="isLocked"
                label="Locked mode: visitors sign in before they see the site"
              />
              <SwitchField
                control={control}
                name="canShowPermissionMenu"
                label="Show the User permissions menu to staff"
              />
            </Stack>
            <ModulesField control={control} />
          </Stack>
        </SectionCard>

        <Box sx={{ position: 'sticky', bottom: 0, py: 1.5, bgcolor: 'background.default', zIndex: 1 }}>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Save settings
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
