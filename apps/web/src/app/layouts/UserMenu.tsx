import { Avatar, IconButton } from '@mui/material';
import { useId, useState } from 'react';
import { OnceOpened } from '../../ui/OnceOpened';
import { lazyPage } from '../lazy-page';
import { useCurrentUser } from '../store';

const UserMenuList = lazyPage(() => import('./UserMenuList'), 'UserMenuList');

/** The signed-in user's menu: who they are, their pages, and Log out. */
export function UserMenu() {
  const user = useCurrentUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (!user) return null;
  const close = () => setAnchor(null);
  const initials = `${user.firstName[0] ?? ''}${user.lastName?.[0] ?? ''}`.toUpperCase() || '?';

  return (
    <>
      <IconButton
        // The initials it shows first (WCAG 2.5.3: a speech user says what they see).
        aria-label={`${initials}, account menu`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'secondary.main', fontSize: 16 }}>{initials}</Avatar>
      </IconButton>
      <OnceOpened open={!!anchor}>
        <UserMenuList id={menuId} user={user} anchor={anchor} onClose={close} />
      </OnceOpened>
    </>
  );
}
