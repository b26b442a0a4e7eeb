import { MSG, type RbacUserGroup, type StaffMember } from '@app/contracts';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import { Box, Chip, MenuItem, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { EmptyState } from '../../ui/EmptyState';
import { notify } from '../../ui/notify';
import { useRbacUserGroups } from './api/groups';
import { useAssignStaffGroup, useStaffMembers } from './api/members';

/** The select's value for "no group": MUI selects need a string. */
const NO_GROUP = '';

/** Who holds which permission group; super admins hold everything and are not in one. */
export function StaffMembersTab() {
  const members = useStaffMembers();
  const groups = useRbacUserGroups();
  if (members.isPending) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label="Loading">
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} variant="rounded" height={72} />
        ))}
      </Stack>
    );
  }
  if (members.isError) {
    return (
      <Paper>
        <EmptyState title={MSG.somethingWrong} message="The staff members could not be loaded." />
      </Paper>
    );
  }
  if (members.data.length === 0) {
    return (
      <Paper>
        <EmptyState title="No staff members" icon={<PeopleOutlineIcon fontSize="inherit" />} />
      </Paper>
    );
  }
  return (
    <Stack spacing={1} component="ul" sx={{ p: 0, m: 0 }} aria-label="Staff members">
      {members.data.map((member) => (
        <StaffMemberRow key={member.users_id} member={member} groups={groups.data} />
      ))}
    </Stack>
  );
}

function StaffMemberRow({ member, groups }: { member: StaffMember; groups: RbacUserGroup[] | undefined }) {
  const assign = useAssignStaffGroup();
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ');
  const change = (value: string) =>
    assign.mutate(
      { userId: member.users_id, userGroupId: value === NO_GROUP ? null : value },
      { onSuccess: (answer) => notify.success(answer.message) },
    );
  return (
    <Paper variant="outlined" component="li" aria-label={name} sx={{ p: 2, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Box sx={{ flexGrow: 1, minWidth: 180 }}>
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {member.email ?? '—'}
          </Typography>
        </Box>
        {member.isSuperAdmin ? (
          <Chip color="primary" label="Super admin — holds every permission" />
        ) : !groups ? (
          <Skeleton variant="rounded" height={40} sx={{ width: { xs: '100%', sm: 280 } }} />
        ) : (
          <TextField
            select
            size="small"
            label="Permission group"
            value={member.userGroupId ?? NO_GROUP}
            disabled={assign.isPending}
            onChange={(event) => change(event.target.value)}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ width: { xs: '100%', sm: 280 } }}
          >
            <MenuItem value={NO_GROUP}>No group (default permissions)</MenuItem>
            {groups.map((g) => (
              <MenuItem key={g.id} value={g.id}>
                {g.userGroupName}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
    </Paper>
  );
}
