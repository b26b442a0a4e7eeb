import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../app/store';
import { PageTitle } from '../../ui/PageTitle';
import { AgentBrandingCard } from '../documents';
import { AgentLogoCard } from './profile/AgentLogoCard';
import { LegalEntityCard } from './profile/LegalEntityCard';
import { NamesCard } from './profile/NamesCard';
import { PasswordCard } from './profile/PasswordCard';
import { PhoneNumbersCard } from './profile/PhoneNumbersCard';
import { ReferralCodeCard } from './ReferralCodeCard';
import { hasCompany, USER_TYPE_LABELS } from './user-type-labels';

/** /user/dashboard/userProfile: everything a user keeps about themselves. */
export function ProfilePage() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <>
      <PageTitle
        title="My profile"
        subtitle={`${user.email ?? ''} · ${USER_TYPE_LABELS[user.userType]}`}
        actions={
          <Button component={RouterLink} to="/user/billing-details" variant="outlined">
            Billing details
          </Button>
        }
      />
      <Stack spacing={3}>
        <NamesCard user={user} />
        <PhoneNumbersCard user={user} />
        <PasswordCard user={user} />
        <ReferralCodeCard user={user} />
        {user.userType === 'travelAgent' && <AgentLogoCard user={user} />}
        {hasCompany(user.userType) && <LegalEntityCard />}
        {user.userType === 'travelAgent' && <AgentBrandingCard />}
      </Stack>
    </>
  );
}
