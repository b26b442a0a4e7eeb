import { MSG } from '@app/contracts';
import { Alert } from '@mui/material';
import { useEffect } from 'react';
import { useCurrentUser, useSite } from '../../app/store';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { PageTitle } from '../../ui/PageTitle';
import { useSetupChecklist } from './api/setup-checklist';
import { SetupChecklistCard } from './SetupChecklistCard';
import { setChecklistHidden } from './setup-steps';

/**
 * /staff/setup (Settings → Setup checklist, settings.site): the checklist at any time. Opening it
 * brings it back to the dashboard of an owner who hid it (decision 0055).
 */
export function SetupChecklistPage() {
  const site = useSite();
  const userId = useCurrentUser()?.users_id ?? '';
  const checklist = useSetupChecklist();
  useEffect(() => setChecklistHidden(site.id, userId, false), [site.id, userId]);
  return (
    <>
      <PageTitle
        title="Setup checklist"
        subtitle="What the site needs before it sells, read from its settings and orders as they are now."
      />
      {checklist.isPending ? (
        <PageSkeleton rows={7} />
      ) : checklist.isError ? (
        <Alert severity="error">{MSG.somethingWrong}</Alert>
      ) : (
        <SetupChecklistCard checklist={checklist.data} />
      )}
    </>
  );
}
