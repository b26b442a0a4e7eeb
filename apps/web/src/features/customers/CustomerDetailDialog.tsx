import type { UserView } from '@app/contracts';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { siteTime } from '../../app/site-locale';
import { useSite } from '../../app/store';
import { USER_TYPE_LABELS } from '../user-dashboard/user-type-labels';
import { useCustomerDetail } from './api/customers';
import { MonthlyLookBookChart } from './MonthlyLookBookChart';

const DISPLAY_FORMAT = 'ddd,DD MMM YYYY';
const yesNo = (v: boolean) => (v ? 'Yes' : 'No');
const phoneText = (number: string | null, code: string | null) =>
  number ? `${code ?? ''} ${number}`.trim() : null;

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, py: 0.5 }}>
      <Typography color="text.secondary" sx={{ minWidth: 150, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography sx={{ wordBreak: 'break-word' }}>{value || '—'}</Typography>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function DetailFields({ user }: { user: UserView }) {
  const { company, billing } = user;
  // Permission groups exist only on sites that enable the permission menu (spec §6).
  const { wlMeta } = useSite();
  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      <Section title="Customer">
        <Field label="Name" value={[user.firstName, user.lastName].filter(Boolean).join(' ')} />
        <Field label="Email" value={user.email} />
        {user.phoneNumbers.map((p) => (
          <Field
            key={p.label}
            label={`${p.label} phone`}
            value={phoneText(p.phoneNumber, p.phoneCountryCode)}
          />
        ))}
        <Field label="Type" value={USER_TYPE_LABELS[user.userType]} />
        <Field label="Status" value={user.status === 'verified' ? 'Verified' : 'Not verified'} />
        <Field label="Blocked" value={yesNo(user.isBlocked)} />
        <Field label="Flight hold allowed" value={yesNo(user.isFlightHoldAllowed)} />
        <Field label="Look-to-book exempt" value={yesNo(user.flightLookToBook.is_exempted)} />
        <Field label="Markup group" value={user.groupName ?? 'Default group'} />
        {wlMeta.canShowPermissionMenu && <Field label="Permission group" value={user.userGroupName} />}
        <Field label="PAN number" value={user.panNumber} />
        <Field label="GST number" value={user.gstNumber} />
        <Field label="Referral code" value={user.referralCode} />
        <Field label="Created" value={siteTime(user.createdAt).format(DISPLAY_FORMAT)} />
      </Section>
      {company && (
        <Section title="Company">
          <Field label="Company name" value={company.companyName} />
          <Field label="Address" value={[company.address1, company.address2].filter(Boolean).join(', ')} />
          <Field label="City" value={company.city} />
          <Field label="State" value={company.state} />
          <Field label="Country" value={company.country} />
          <Field label="Pincode" value={company.pincode} />
          <Field label="Email" value={company.email} />
          <Field label="Primary phone" value={phoneText(company.primaryPhone, company.primaryPhoneCode)} />
          <Field
            label="Secondary phone"
            value={phoneText(company.secondaryPhone, company.secondaryPhoneCode)}
          />
          <Field
            label="Concerned person"
            value={[company.concernedPersonFirstName, company.concernedPersonLastName]
              .filter(Boolean)
              .join(' ')}
          />
        </Section>
      )}
      <Section title="Billing">
        <Field label="Billing name" value={billing.billingName} />
        <Field label="GST number" value={billing.gstNumber} />
        <Field label="GST state" value={billing.gstState} />
        <Field label="PAN number" value={billing.panNumber} />
      </Section>
      <MonthlyLookBookChart userId={user.users_id} />
    </Stack>
  );
}

/** Everything the site knows of one customer (getUserById), with the monthly look/book chart. */
export function CustomerDetailDialog({
  customerId,
  onClose,
}: {
  customerId: string | null;
  onClose: () => void;
}) {
  const detail = useCustomerDetail(customerId);
  return (
    <Dialog
      open={customerId !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="customer-detail-title"
    >
      <DialogTitle id="customer-detail-title">Customer details</DialogTitle>
      <DialogContent dividers>
        {detail.data && detail.data.users_id === customerId ? (
          <DetailFields user={detail.data} />
        ) : detail.isError ? (
          <Typography color="error">The customer could not be loaded.</Typography>
        ) : (
          <Skeleton variant="rounded" height={320} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
