import { MSG } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormRadioGroup } from '../../ui/form/FormRadioGroup';
import { FormTextField } from '../../ui/form/FormTextField';
import { PhoneField } from '../../ui/form/PhoneField';
import { applyServerErrors } from '../../ui/form/server-errors';
import { notify } from '../../ui/notify';
import { PageTitle } from '../../ui/PageTitle';
import { DEFAULT_DIAL_CODE } from '../../ui/phone-value';
import { SectionCard } from '../../ui/SectionCard';
import { useCreateAgent } from './api/create-agent';
import { AGENT_TYPE_OPTIONS, createAgentForm, formFieldOf } from './create-agent-form';

/** When the window was not opened by a script it cannot close itself: go to the customer list instead. */
const CLOSE_CHECK_MS = 300;

/** /createNewUser: staff create a customer or agent; the window closes after success (spec §2). */
export function CreateAgentPage() {
  const create = useCreateAgent();
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(createAgentForm),
    defaultValues: {
      userType: 'travelAgent',
      customer: {
        firstName: '',
        lastName: '',
        email: '',
        phone: '',
        phoneCode: DEFAULT_DIAL_CODE,
        companyName: '',
        panNumber: '',
        gstNumber: '',
      },
    },
  });

  const onSubmit = form.handleSubmit(async ({ userType, customer }) => {
    try {
      await create.mutateAsync({ userData: { userType, customer } });
      notify.success(MSG.agentCreated);
      window.close();
      window.setTimeout(() => {
        if (!window.closed) navigate('/staff/customers', { replace: true });
      }, CLOSE_CHECK_MS);
    } catch (error) {
      applyServerErrors(error, form.setError, formFieldOf);
    }
  });

  return (
    <>
      <PageTitle title="Create agent" subtitle="They receive an e-mail to set their own password." />
      <SectionCard title="New customer">
        <Grid container spacing={2} component="form" noValidate onSubmit={onSubmit}>
          <Grid size={12}>
            <FormRadioGroup
              control={form.control}
              name="userType"
              label="Agent type"
              options={AGENT_TYPE_OPTIONS}
              row
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={form.control} name="customer.firstName" label="First name" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={form.control} name="customer.lastName" label="Last name" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={form.control} name="customer.email" label="Email" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <PhoneField
              control={form.control}
              numberName="customer.phone"
              codeName="customer.phoneCode"
              label="Phone"
            />
          </Grid>
          <Grid size={12}>
            <FormTextField control={form.control} name="customer.companyName" label="Company name" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={form.control} name="customer.panNumber" label="PAN number" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={form.control} name="customer.gstNumber" label="GST number" />
          </Grid>
          <Grid size={12}>
            <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
              Create agent
            </Button>
          </Grid>
        </Grid>
      </SectionCard>
    </>
  );
}
