import { Stack, Typography } from '@mui/material';
import { useCurrentUser } from '../../app/store';
import { PageTitle } from '../../ui/PageTitle';
import { MyReferralsCard } from './MyReferralsCard';
import { ReferralCodeCard } from './ReferralCodeCard';
import { ReferralShareLink } from './ReferralShareLink';

export function ReferralPage() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <>
      <PageTitle title="Referral" subtitle="Invite others with your personal code." />
      <Stack spacing={3}>
        <ReferralCodeCard user={user} />
        {user.referralCode && <ReferralShareLink code={user.referralCode} />}
        <Typography color="text.secondary">
          When someone signs up with your code, they are linked to your account. Your code is 4 to 20 letters
          or digits and is kept in capitals.
        </Typography>
        <MyReferralsCard />
      </Stack>
    </>
  );
}
