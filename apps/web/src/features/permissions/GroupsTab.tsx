import { MSG, type RbacUserGroup } from '@app/contracts';
import AddIcon from '@mui/icons-material/Add';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import { Button, Grid, Paper, Skeleton, Stack } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { useRbacUserGroups } from './api/groups';
import { DeleteGroupDialog } from './DeleteGroupDialog';
import { GroupList } from './GroupList';
import { GroupNameDialog } from './GroupNameDialog';
import { PermissionEditor } from './PermissionEditor';

type OpenDialog = { kind: 'name'; group: RbacUserGroup | null } | { kind: 'delete'; group: RbacUserGroup };

/** The permission groups beside the editor of the one selected (the first, until another is picked). */
export function GroupsTab() {
  const groups = useRbacUserGroups();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);
  const addGroup = () => setDialog({ kind: 'name', group: null });

  let content: ReactNode;
  if (groups.isPending) {
    content = (
      <Stack spacing={1} aria-busy="true" aria-label="Loading">
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  } else if (groups.isError) {
    content = (
      <Paper>
        <EmptyState title={MSG.somethingWrong} message="The permission groups could not be loaded." />
      </Paper>
    );
  } else if (groups.data.length === 0) {
    content = (
      <Paper variant="outlined">
        <EmptyState
          title="No permission groups yet"
          message="Add a group to grant staff more or fewer permissions than the default."
          icon={<AdminPanelSettingsOutlinedIcon fontSize="inherit" />}
          action={
            <Button variant="contained" startIcon={<AddIcon />} onClick={addGroup}>
              Add group
            </Button>
          }
        />
      </Paper>
    );
  } else {
    const selected = groups.data.find((g) => g.id === selectedId) ?? groups.data[0];
    content = (
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <GroupList
            groups={groups.data}
            selectedId={selected?.id ?? null}
            onSelect={(group) => setSelectedId(group.id)}
            onAdd={addGroup}
            onRename={(group) => setDialog({ kind: 'name', group })}
            onDelete={(group) => setDialog({ kind: 'delete', group })}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          {selected && <PermissionEditor key={selected.id} group={selected} />}
        </Grid>
      </Grid>
    );
  }

  return (
    <>
      {content}
      {dialog?.kind === 'name' && (
        <GroupNameDialog group={dialog.group} onClose={close} onSaved={(group) => setSelectedId(group.id)} />
      )}
      {dialog?.kind === 'delete' && <DeleteGroupDialog group={dialog.group} onClose={close} />}
    </>
  );
}
