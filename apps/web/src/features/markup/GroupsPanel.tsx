import { type MarkupGroup, MSG } from '@app/contracts';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import GroupsIcon from '@mui/icons-material/Groups';
import {
  Box,
  Button,
  Chip,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Paper,
  Skeleton,
  Stack,
  Tooltip,
} from '@mui/material';
import { useState } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { notify } from '../../ui/notify';
import { useMarkupGroups, useSetDefaultGroup } from './api/groups';
import { GroupDialog } from './GroupDialog';

/** Whom a group prices; the default's count takes in everyone without a group of their own, and says so. */
export const members = (g: MarkupGroup) =>
  `${g.memberCount} customer${g.memberCount === 1 ? '' : 's'}` +
  (g.isDefault ? ': everyone not in another group' : '') +
  (g.consumerCount ? ` · ${g.consumerCount} API consumer${g.consumerCount === 1 ? '' : 's'}` : '');

/** Markup groups: customers without a group of their own are priced with the default one. */
export function GroupsPanel() {
  const groups = useMarkupGroups();
  const setDefault = useSetDefaultGroup();
  const [editing, setEditing] = useState<MarkupGroup | 'new' | null>(null);

  const makeDefault = async (group: MarkupGroup) => {
    const res = await setDefault.mutateAsync(group.id).catch(() => null);
    if (res) notify.success(res.message);
  };

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          Add group
        </Button>
      </Box>
      <Paper variant="outlined">
        {groups.isPending ? (
          <Stack spacing={1} sx={{ p: 2 }} aria-busy="true" aria-label="Loading">
            {[1, 2, 3].map((n) => (
              <Skeleton key={n} variant="rounded" height={48} />
            ))}
          </Stack>
        ) : groups.isError ? (
          <EmptyState title={MSG.somethingWrong} message="The groups could not be loaded." />
        ) : groups.data.length === 0 ? (
          <EmptyState
            title="No markup groups yet"
            message="The first group you add becomes the default."
            icon={<GroupsIcon fontSize="inherit" />}
          />
        ) : (
          <List aria-label="Markup groups">
            {groups.data.map((group) => (
              <ListItem
                key={group.id}
                divider
                sx={{ flexWrap: 'wrap', gap: 1 }}
                secondaryAction={
                  <Tooltip title="Rename">
                    <IconButton aria-label={`Rename ${group.groupName}`} onClick={() => setEditing(group)}>
                      <EditIcon />
                    </IconButton>
                  </Tooltip>
                }
              >
                <ListItemText
                  primary={
                    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                      {group.groupName}
                      {group.isDefault && <Chip size="small" color="primary" label="Default" />}
                    </Box>
                  }
                  secondary={members(group)}
                />
                {!group.isDefault && (
                  <Button
                    size="small"
                    sx={{ mr: 5 }}
                    disabled={setDefault.isPending}
                    onClick={() => void makeDefault(group)}
                  >
                    Make default
                  </Button>
                )}
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      {editing && <GroupDialog group={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
