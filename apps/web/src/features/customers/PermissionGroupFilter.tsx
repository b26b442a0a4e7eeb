import type { RbacUserGroup } from '@app/contracts';
import { MenuItem, TextField } from '@mui/material';

/** The select's value for "All": MUI selects need a string (shown with displayEmpty). */
export const ALL_GROUPS = '';

/** Search by permission group (spec §2): "All", or the members of one group. */
export function PermissionGroupFilter({
  groups,
  value,
  onChange,
}: {
  groups: readonly RbacUserGroup[] | undefined;
  value: string;
  onChange: (next: string) => void;
}) {
  return (
    <TextField
      select
      label="Permission group"
      value={groups ? value : ALL_GROUPS}
      disabled={!groups}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ width: { xs: '100%', sm: 240 }, flexShrink: 0 }}
    >
      <MenuItem value={ALL_GROUPS}>All</MenuItem>
      {(groups ?? []).map((g) => (
        <MenuItem key={g.id} value={g.id}>
          {g.userGroupName}
        </MenuItem>
      ))}
    </TextField>
  );
}
