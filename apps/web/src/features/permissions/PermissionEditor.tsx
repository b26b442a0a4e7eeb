import { MSG, type PermissionTree, RBAC_MSG, type RbacUserGroup } from '@app/contracts';
import { Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { notify } from '../../ui/notify';
import { useGroupPermissions, useUpdateGroupPermissions } from './api/groups';
import { grantedAfter, NO_CHANGES, recordSwitch, type SwitchLevel, sameGrants } from './editor-changes';
import { ModuleCard } from './ModuleCard';
import { grantedIn } from './permission-need';

/** The switches of one permission group, saved together (spec §4 "Permission editing"). */
export function PermissionEditor({ group }: { group: RbacUserGroup }) {
  const tree = useGroupPermissions(group.id);
  if (tree.isPending) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Loading the permissions">
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} variant="rounded" height={160} />
        ))}
      </Stack>
    );
  }
  if (tree.isError) {
    return (
      <Paper>
        <EmptyState title={MSG.somethingWrong} message="The permissions of this group could not be loaded." />
      </Paper>
    );
  }
  return <EditorForm group={group} tree={tree.data} />;
}

function EditorForm({ group, tree }: { group: RbacUserGroup; tree: PermissionTree }) {
  const initial = useMemo(() => grantedIn(tree), [tree]);
  const [changes, setChanges] = useState(NO_CHANGES);
  const granted = useMemo(() => grantedAfter(initial, changes), [initial, changes]);
  const hasChanges = !sameGrants(granted, initial);
  const update = useUpdateGroupPermissions();
  const onSwitch = useCallback(
    (level: SwitchLevel, id: string, isActive: boolean) =>
      setChanges((current) => recordSwitch(current, level, { id, isActive })),
    [],
  );
  const save = () =>
    update.mutateAsync({ userGroupId: group.id, ...changes }).then(
      () => {
        notify.success(RBAC_MSG.permissionsSaved);
        setChanges(NO_CHANGES);
      },
      () => undefined,
    );

  return (
    <Stack spacing={2} component="section" aria-label={`Permissions of ${group.userGroupName}`}>
      {tree.map((module) => (
        <ModuleCard
          key={module.id}
          module={module}
          granted={granted}
          disabled={update.isPending}
          onSwitch={onSwitch}
        />
      ))}
      <Paper
        variant="outlined"
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 1,
          p: 1.5,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <Typography sx={{ flexGrow: 1, minWidth: 160 }} color="text.secondary" role="status">
          {hasChanges ? 'Unsaved changes' : 'No changes'}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button disabled={!hasChanges || update.isPending} onClick={() => setChanges(NO_CHANGES)}>
            Discard
          </Button>
          <Button variant="contained" disabled={!hasChanges} loading={update.isPending} onClick={save}>
            Save
          </Button>
        </Box>
      </Paper>
    </Stack>
  );
}
