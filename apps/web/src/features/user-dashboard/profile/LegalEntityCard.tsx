import { type AgentCompany, agentCompany, type LegalEntityView } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid } from '@mui/material';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../ui/form/FormTextField';
import { PhoneField } from '../../../ui/form/PhoneField';
import { applyServerErrors } from '../../../ui/form/server-errors';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { DEFAULT_DIAL_CODE } from '../../../ui/phone-value';
import { SectionCard } from '../../../ui/SectionCard';
import { useMyLegalEntity, useUpdateMyLegalEntity } from '../api/profile';

type TextKey = Exclude<
  keyof AgentCompany,
  'primaryPhone' | 'primaryPhoneCode' | 'secondaryPhone' | 'secondaryPhoneCode'
>;

const TEXT_FIELDS: { name: TextKey; label: string; autoComplete?: string; wide?: boolean }[] = [
  { name: 'companyName', label: 'Company name', autoComplete: 'organization', wide: true },
  { name: 'email', label: 'Company email', autoComplete: 'email', wide: true },
  { name: 'concernedPersonFirstName', label: 'Contact given name' },
  { name: 'concernedPersonLastName', label: 'Contact surname' },
  { name: 'address1', label: 'Address line 1', autoComplete: 'address-line1', wide: true },
  { name: 'address2', label: 'Address line 2', autoComplete: 'address-line2', wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
  { name: 'pincode', label: 'Pincode', autoComplete: 'postal-code' },
];

function toFormValues(entity: LegalEntityView | null): AgentCompany {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    companyName: text(entity?.companyName),
    email: text(entity?.email),
    primaryPhone: text(entity?.primaryPhone),
    primaryPhoneCode: entity?.primaryPhoneCode || DEFAULT_DIAL_CODE,
    secondaryPhone: text(entity?.secondaryPhone),
    secondaryPhoneCode: entity?.secondaryPhoneCode || DEFAULT_DIAL_CODE,
    concernedPersonFirstName: text(entity?.concernedPersonFirstName),
    concernedPersonLastName: text(entity?.concernedPersonLastName),
    country: text(entity?.country),
    state: text(entity?.state),
    city: text(entity?.city),
    pincode: text(entity?.pincode),
    address1: text(entity?.address1),
    address2: text(entity?.address2),
  };
}

/** An agent's company (legal entity), with every rule of spec §5 "Agent company". */
export function LegalEntityCard() {
  const entity = useMyLegalEntity();
  return (
    <SectionCard title="Company details" subheader="Used on invoices and tickets you issue.">
      {entity.isPending ? <PageSkeleton rows={3} /> : <LegalEntityForm entity={entity.data ?? null} />}
    </SectionCard>
  );
}

function LegalEntityForm({ entity }: { entity: LegalEntityView | null }) {
  const update = useUpdateMyLegalEntity();
  const form = useForm({ resolver: zodResolver(agentCompany), values: toFormValues(entity) });
  const onSubmit = form.handleSubmit((values) =>
    update.mutateAsync(values).catch((error: unknown) => applyServerErrors(error, form.setError)),
  );

  return (
    <Grid container spacing={2} component="form" noValidate onSubmit={onSubmit}>
      {TEXT_FIELDS.map(({ name, label, autoComplete, wide }) => (
        <Grid key={name} size={{ xs: 12, sm: wide ? 12 : 6 }}>
          <FormTextField control={form.control} name={name} label={label} autoComplete={autoComplete} />
        </Grid>
      ))}
      <Grid size={{ xs: 12, sm: 6 }}>
        <PhoneField
          control={form.control}
          numberName="primaryPhone"
          codeName="primaryPhoneCode"
          label="Main phone"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <PhoneField
          control={form.control}
          numberName="secondaryPhone"
          codeName="secondaryPhoneCode"
          label="Second phone"
        />
      </Grid>
      <Grid size={12}>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          Save company details
        </Button>
      </Grid>
    </Grid>
  );
}
