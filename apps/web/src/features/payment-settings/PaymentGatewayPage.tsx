import { GATEWAY_NAMES, type GatewaySettings, MSG } from '@app/contracts';
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useForm, useWatch } from 'react-hook-form';
import { useSite } from '../../app/store';
import { FormRadioGroup } from '../../ui/form/FormRadioGroup';
import { FormTextField } from '../../ui/form/FormTextField';
import { PasswordField } from '../../ui/form/PasswordField';
import { applyServerErrors } from '../../ui/form/server-errors';
import { notify } from '../../ui/notify';
import { PageTitle } from '../../ui/PageTitle';
import { SectionCard } from '../../ui/SectionCard';
import { brandLabel } from '../site/site-head';
import { TopUpFeeCard } from '../wallet-top-up/TopUpFeeCard';
import { useGatewaySettings, useSaveGatewaySettings } from './api/payment-gateway';
import { formOf, type GatewayForm, gatewayResolver, requestOf } from './payment-gateway-form';

const PROVIDERS = [
  { value: 'phonepe', label: GATEWAY_NAMES.phonepe },
  { value: 'none', label: 'None: wallet and bank transfer only' },
] as const;
const MODES = [
  { value: 'test', label: 'Test (the gateway’s test environment)' },
  { value: 'live', label: 'Live (real payments)' },
] as const;

/**
 * What the payer sees on the gateway's page (decision 0053): PhonePe names the account that takes
 * the payment by its registered display name, and its pay request has no field for another.
 */
function PayerSees({ settings }: { settings: GatewaySettings }) {
  const site = brandLabel(useSite());
  if (settings.source === 'site')
    return (
      <Alert severity="info">
        Payers see the name registered for your PhonePe account on PhonePe’s payment page; you change it with
        PhonePe (its business dashboard), not here.
      </Alert>
    );
  const name = settings.payerSees ?? 'the platform’s registered name';
  if (name === site)
    return (
      <Alert severity="info">
        This site has no gateway account of its own: online payments go through the platform’s, and payers see
        “{name}” on PhonePe’s payment page.
      </Alert>
    );
  return (
    <Alert severity="warning">
      This site has no gateway account of its own: online payments go through the platform’s, and payers see “
      {name}” on PhonePe’s payment page, not “{site}”. PhonePe shows the name registered for the account that
      takes the payment and has no way to show another. To have payers see your own name, save your own
      PhonePe merchant account below.
    </Alert>
  );
}

/** The site's gateway account: provider, test or live, merchant id, salt key (masked) and index. */
function GatewaySettingsForm({ settings }: { settings: GatewaySettings }) {
  const save = useSaveGatewaySettings();
  const { control, handleSubmit, setError, formState } = useForm<GatewayForm>({
    resolver: gatewayResolver,
    values: formOf(settings),
  });
  const provider = useWatch({ control, name: 'provider' });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(requestOf(values));
      notify.success(answer.message);
    } catch (error) {
      if (!applyServerErrors(error, setError))
        notify.error(error instanceof Error ? error.message : MSG.somethingWrong);
    }
  });
  const { saltKey } = settings;
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={onSubmit} aria-label="Payment gateway settings">
      {settings.provider !== 'none' && <PayerSees settings={settings} />}
      <FormRadioGroup control={control} name="provider" label="Gateway" options={PROVIDERS} />
      {provider === 'none' && (
        <Alert severity="warning">
          Buyers are offered the wallet and bank transfer only. The account below is kept for payments already
          made through it.
        </Alert>
      )}
      <FormRadioGroup control={control} name="mode" label="Mode" options={MODES} row />
      <FormTextField control={control} name="merchantId" label="Merchant ID" fullWidth autoComplete="off" />
      <PasswordField
        control={control}
        name="saltKey"
        label="Salt key"
        fullWidth
        autoComplete="new-password"
        helperText={
          saltKey.set
            ? `Stored: ${saltKey.hint || 'sealed'}. Leave blank to keep it; type a new one to replace it.`
            : 'Stored sealed; never shown again.'
        }
      />
      <FormTextField
        control={control}
        name="saltIndex"
        label="Salt index"
        inputMode="numeric"
        sx={{ maxWidth: 200 }}
      />
      <Box>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          Save
        </Button>
      </Box>
    </Stack>
  );
}

/** /staff/payment-settings: the payment gateway this site takes online payments through. */
export function PaymentGatewayPage() {
  const settings = useGatewaySettings();
  let body: React.ReactNode;
  if (settings.isPending)
    body = <Skeleton variant="rounded" height={420} aria-busy="true" aria-label="Loading gateway settings" />;
  else if (settings.isError) body = <Alert severity="error">{MSG.somethingWrong}</Alert>;
  else body = <GatewaySettingsForm settings={settings.data} />;
  return (
    <>
      <PageTitle
        title="Payment gateway"
        subtitle="Where buyers’ online payments go. The gateway’s address follows from the mode."
      />
      <Stack spacing={2}>
        <SectionCard title="Gateway account">
          {body}
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
            Changes apply to the next payment, without a restart.
          </Typography>
        </SectionCard>
        <TopUpFeeCard />
      </Stack>
    </>
  );
}
