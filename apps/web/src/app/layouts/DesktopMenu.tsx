import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button } from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { OnceOpened } from '../../ui/OnceOpened';
import { lazyPage } from '../lazy-page';
import type { MenuGroup } from '../menus';
import type { VisibleMenu } from './use-visible-menu';

// Menus are code no one needs until they open one.
const GroupMenuList = lazyPage(() => import('./GroupMenuList'), 'GroupMenuList');

/** Compact between 600 and 900 px so the menu still fits beside the brand. */
const buttonSx = { flexShrink: 0, px: { sm: 0.75, md: 1.5 }, fontSize: { sm: 13, md: 14 } } as const;

/** The menu across the app bar: plain groups are links, the others open their items. */
export function DesktopMenu({ menu }: { menu: VisibleMenu }) {
  return (
    <Box
      component="nav"
      aria-label={menu.kind === 'staff' ? 'Staff menu' : 'Customer menu'}
      data-testid={`${menu.kind}-menu`}
      sx={{ display: 'flex', gap: 0.5, overflowX: 'auto', minWidth: 0 }}
    >
      {menu.groups.map((group) =>
        group.to ? (
          <Button key={group.label} color="inherit" component={RouterLink} to={group.to} sx={buttonSx}>
            {group.label}
          </Button>
        ) : (
          <GroupMenu key={group.label} group={group} />
        ),
      )}
    </Box>
  );
}

function GroupMenu({ group }: { group: MenuGroup }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ ...buttonSx, '& .MuiButton-endIcon': { ml: 0.25 } }}
      >
        {group.label}
      </Button>
      <OnceOpened open={!!anchor}>
        <GroupMenuList id={menuId} group={group} anchor={anchor} onClose={() => setAnchor(null)} />
      </OnceOpened>
    </>
  );
}
