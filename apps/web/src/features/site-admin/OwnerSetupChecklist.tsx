import { Box } from '@mui/material';
import { useState } from 'react';
import { useCurrentUser, useSite } from '../../app/store';
import { notify } from '../../ui/notify';
import { useMyPermissions } from '../permissions/use-my-permissions';
import { useSetupChecklist } from './api/setup-checklist';
import { SetupChecklistCard } from './SetupChecklistCard';
import { isChecklistHidden, setChecklistHidden } from './setup-steps';

/**
 * The setup checklist on the staff dashboard of the owner the site was made for (decision 0055),
 * until they hide it; Settings → Setup checklist shows it to anyone who may change the site.
 */
export function OwnerSetupChecklist() {
  const site = useSite();
  const userId = useCurrentUser()?.users_id ?? '';
  const { can } = useMyPermissions();
  const [hidden, setHidden] = useState(() => isChecklistHidden(site.id, userId));
  const checklist = useSetupChecklist(!hidden && can('settings.site'));
  if (hidden || !checklist.data?.isOwner) return null;
  const hide = () => {
    setChecklistHidden(site.id, userId, true);
    setHidden(true);
    notify.info('The checklist is under Settings → Setup checklist whenever you want it back.');
  };
  return (
    <Box sx={{ mb: 3 }}>
      <SetupChecklistCard checklist={checklist.data} onHide={hide} />
    </Box>
  );
}
