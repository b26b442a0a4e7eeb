import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Collapse, Drawer, List, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { type MenuGroup, menuRows } from '../menus';
import type { VisibleMenu } from './use-visible-menu';

/** The menu in a drawer, for screens narrower than 600 px. */
export function MobileMenu({
  menu,
  open,
  onClose,
}: {
  menu: VisibleMenu;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Drawer open={open} onClose={onClose}>
      <Box
        component="nav"
        aria-label={menu.kind === 'staff' ? 'Staff menu' : 'Customer menu'}
        data-testid={`${menu.kind}-menu`}
        sx={{ width: 280 }}
      >
        <List>
          {menu.groups.map((group) =>
            group.to ? (
              <ListItemButton key={group.label} component={RouterLink} to={group.to} onClick={onClose}>
                <ListItemText primary={group.label} />
              </ListItemButton>
            ) : (
              <DrawerGroup key={group.label} group={group} onNavigate={onClose} />
            ),
          )}
        </List>
      </Box>
    </Drawer>
  );
}

function DrawerGroup({ group, onNavigate }: { group: MenuGroup; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(false);
  return (
    <>
      <ListItemButton aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
        <ListItemText primary={group.label} />
        {expanded ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={expanded} unmountOnExit>
        <List disablePadding dense>
          {menuRows(group.items ?? []).map((row) =>
            row.kind === 'section' ? (
              <ListSubheader key={`section-${row.label}`} sx={{ pl: 4, lineHeight: '32px' }}>
                {row.label}
              </ListSubheader>
            ) : (
              <ListItemButton
                key={row.item.to}
                component={RouterLink}
                to={row.item.to}
                onClick={onNavigate}
                sx={{ pl: 4 }}
              >
                <ListItemText primary={row.item.label} />
              </ListItemButton>
            ),
          )}
        </List>
      </Collapse>
    </>
  );
}
