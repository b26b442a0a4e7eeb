import type { RbacUserGroup } from '@app/contracts';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Tooltip,
  Typography,
} from '@mui/material';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

interface Props {
  groups: readonly RbacUserGroup[];
  selectedId: string | null;
  onSelect: (group: RbacUserGroup) => void;
  onAdd: () => void;
  onRename: (group: RbacUserGroup) => void;
  onDelete: (group: RbacUserGroup) => void;
}

export function GroupList({ groups, selectedId, onSelect, onAdd, onRename, onDelete }: Props) {
  return (
    <Paper variant="outlined">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2, pb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Groups
        </Typography>
        <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
          Add group
        </Button>
      </Box>
      <List aria-label="Permission groups">
        {groups.map((group) => (
          <ListItem
            key={group.id}
            disablePadding
            divider
            secondaryAction={
              <>
                <Tooltip title="Rename">
                  <IconButton aria-label={`Rename ${group.userGroupName}`} onClick={() => onRename(group)}>
                    <EditIcon />
                  </IconButton>
                </Tooltip>
                <Tooltip title="Delete">
                  <IconButton
                    edge="end"
                    aria-label={`Delete ${group.userGroupName}`}
                    onClick={() => onDelete(group)}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Tooltip>
              </>
            }
            sx={{ '& .MuiListItemButton-root': { pr: 12 } }}
          >
            <ListItemButton
              selected={group.id === selectedId}
              aria-current={group.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(group)}
            >
              <ListItemText
                primary={group.userGroupName}
                secondary={`${plural(group.memberCount, 'member')} · ${plural(group.permissionCount, 'permission')}`}
                slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
