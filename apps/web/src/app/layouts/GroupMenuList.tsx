import { ListSubheader, Menu, MenuItem } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { type MenuGroup, menuRows } from '../menus';

/** The items of one menu group, under its button in the app bar. */
export function GroupMenuList({
  id,
  group,
  anchor,
  onClose,
}: {
  id: string;
  group: MenuGroup;
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  return (
    <Menu id={id} anchorEl={anchor} open={!!anchor} onClose={onClose}>
      {menuRows(group.items ?? []).map((row) =>
        row.kind === 'section' ? (
          <ListSubheader key={`section-${row.label}`}>{row.label}</ListSubheader>
        ) : (
          <MenuItem key={row.item.to} component={RouterLink} to={row.item.to} onClick={onClose}>
            {row.item.label}
          </MenuItem>
        ),
      )}
    </Menu>
  );
}
