import { MSG, type MyReferral } from '@app/contracts';
import { Chip, List, ListItem, ListItemText, Skeleton, Stack } from '@mui/material';
import { useState } from 'react';
import { siteTime } from '../../app/site-locale';
import { EmptyState } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';
import { SectionCard } from '../../ui/SectionCard';
import { useMyReferrals } from './api/referrals';

const JOINED_FORMAT = 'ddd,DD MMM YYYY';

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '3 people signed up with your code, 1 has booked.' */
export const referralSummary = (total: number, booked: number) =>
  `${counted(total, 'person', 'people')} signed up with your code, ${booked} ${booked === 1 ? 'has' : 'have'} booked.`;

function ReferralItem({ referral }: { referral: MyReferral }) {
  return (
    <ListItem
      divider
      secondaryAction={
        <Chip
          size="small"
          variant="outlined"
          color={referral.hasBooked ? 'success' : 'default'}
          label={referral.hasBooked ? 'Booked' : 'Not booked yet'}
        />
      }
    >
      <ListItemText
        primary={referral.name}
        secondary={`Joined ${siteTime(referral.joinedAt).format(JOINED_FORMAT)}`}
      />
    </ListItem>
  );
}

/** Who signed up with the user's code: first name and last initial only, never how to reach them. */
export function MyReferralsCard() {
  const [page, setPage] = useState(1);
  const referrals = useMyReferrals(page);
  const data = referrals.data;
  return (
    <SectionCard
      title="People you referred"
      subheader={data && referralSummary(data.totalRecords, data.booked)}
    >
      {referrals.isError ? (
        <EmptyState title={MSG.somethingWrong} message={referrals.error.message} />
      ) : !data ? (
        <Stack spacing={1} aria-busy="true" aria-label="Loading referrals">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={48} />
          ))}
        </Stack>
      ) : data.records.length === 0 ? (
        <EmptyState title={MSG.noResults} message="Nobody has signed up with your code yet." />
      ) : (
        <>
          <List aria-label="People you referred" disablePadding>
            {data.records.map((referral, index) => (
              // Referrals carry no id on purpose; a page's order is fixed (newest first).
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity to offer
              <ReferralItem key={`${page}-${index}`} referral={referral} />
            ))}
          </List>
          <Pager count={data.totalPages} page={data.currentPage} onPage={setPage} />
        </>
      )}
    </SectionCard>
  );
}
