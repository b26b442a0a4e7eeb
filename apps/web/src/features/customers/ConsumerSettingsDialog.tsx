import type { ApiConsumer } from '@app/contracts';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Skeleton,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useChangeConsumer, useConsumerSettings } from './api/consumer-settings';

/**
 * An API consumer's markup group (which prices it buys at) and whether TDS is deducted on its
 * commission. Each control saves on change and shows the server's answer, not a guess.
 */
export function ConsumerSettingsDialog({
  consumer,
  onClose,
}: {
  consumer: ApiConsumer | null;
  onClose: () => void;
}) {
  const legalEntityId = consumer?.wl_legalEntityId ?? null;
  const settings = useConsumerSettings(legalEntityId);
  const change = useChangeConsumer();
  const config = settings.data?.leRelationConfig;
  const defaultGroup = settings.data?.userGroups.find((g) => g.isDefault);
  return (
    <Dialog
      open={consumer !== null}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="consumer-settings-title"
    >
      <DialogTitle id="consumer-settings-title">{consumer?.wl_companyName ?? ''}</DialogTitle>
      <DialogContent>
        {!settings.data || !legalEntityId ? (
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={38} />
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField
              select
              fullWidth
              label="Markup group"
              value={config?.groupId ?? defaultGroup?.id ?? ''}
              disabled={change.isPending}
              onChange={(event) =>
                change.mutate({ kind: 'group', LEId: legalEntityId, groupId: event.target.value })
              }
            >
              {settings.data.userGroups.map((group) => (
                <MenuItem key={group.id} value={group.id}>
                  {group.isDefault ? `${group.groupName} (default)` : group.groupName}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={
                <Switch
                  checked={config?.isTdsDeductable ?? false}
                  disabled={change.isPending}
                  onChange={(_, isTdsDeductable) =>
                    change.mutate({ kind: 'tds', userLEID: legalEntityId, isTdsDeductable })
                  }
                />
              }
              label="Deduct TDS on commission"
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
