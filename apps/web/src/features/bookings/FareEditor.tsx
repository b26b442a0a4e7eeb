import { Button, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { formatRupees } from '../flights/format';

/** Rupees as typed ('150', '150.5') to paise; null for anything else. */
export function rupeesToPaise(text: string): number | null {
  const value = text.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(value)) return null;
  return Math.round(Number(value) * 100);
}

interface FareEditorProps {
  /** 'markup' or 'discount': the buttons read 'Add markup' / 'Update markup' */
  label: string;
  /** paise */
  value: number;
  saving: boolean;
  onSave: (paise: number) => Promise<unknown>;
}

/**
 * One amount of the e-ticket (spec §2): shown with an Add/Update button, which swaps to an input
 * with Save and Cancel. Escape cancels; the new value is only sent on Save.
 */
export function FareEditor({ label, value, saving, onSave }: FareEditorProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const inputId = useId();
  const verb = value > 0 ? 'Update' : 'Add';
  const title = `${label.charAt(0).toUpperCase()}${label.slice(1)}`;

  if (draft === null) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">
          {title}: {formatRupees(value)}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setDraft(value > 0 ? String(value / 100) : '')}
        >
          {verb} {label}
        </Button>
      </Stack>
    );
  }

  const paise = rupeesToPaise(draft);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (paise === null) return;
    try {
      await onSave(paise);
      setDraft(null);
    } catch {
      // The client already toasted the failure; keep the input so the user can correct it.
    }
  };
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start' }}
      onSubmit={submit}
      onKeyDown={(e) => e.key === 'Escape' && setDraft(null)}
    >
      <TextField
        id={inputId}
        size="small"
        label={`${title} (₹)`}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        error={draft !== '' && paise === null}
        helperText={draft !== '' && paise === null ? 'Enter an amount in rupees' : ' '}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        autoFocus
      />
      <Button type="submit" variant="contained" disabled={paise === null || saving}>
        Save
      </Button>
      <Button onClick={() => setDraft(null)} disabled={saving}>
        Cancel
      </Button>
    </Stack>
  );
}
