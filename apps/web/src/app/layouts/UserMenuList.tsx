import type { UserView } from '@app/contracts';
import LogoutIcon from '@mui/icons-material/Logout';
import { Box, Divider, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { homePathFor } from '../../features/accounts/home-path';

/** The account menu's entries: who is signed in, their pages, and Log out. */
export function UserMenuList({
  id,
  user,
  anchor,
  onClose: close,
}: {
  id: string;
  user: UserView;
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={!!anchor}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <SignedInAs user={user} />
      <Divider />
      <MenuItem component={RouterLink} to={homePathFor(user.userType)} onClick={close}>
        Dashboard
      </MenuItem>
      <MenuItem component={RouterLink} to="/user/dashboard/userProfile" onClick={close}>
        My profile
      </MenuItem>
      <Divider />
      <MenuItem component={RouterLink} to="/logout" onClick={close}>
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        Log out
      </MenuItem>
    </Menu>
  );
}

/**
 * Who is signed in, atop the menu. Not an item: the menu list skips it when it moves focus (as it
 * skips a Divider), so opening the menu focuses Dashboard, and the header is no tab stop, which a
 * menu may only hold in its items.
 */
function SignedInAs({ user }: { user: UserView }) {
  return (
    <Box sx={{ px: 2, py: 1 }}>
      <Typography sx={{ fontWeight: 600 }}>
        {user.firstName} {user.lastName ?? ''}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {user.email}
      </Typography>
    </Box>
  );
}
SignedInAs.muiSkipListHighlight = true;
