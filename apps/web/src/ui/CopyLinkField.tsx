import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button, Stack, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { copyToClipboard } from './copy-to-clipboard';

/** A link to pass on: shown whole, selected on focus, and copied with one click and a toast. */
export function CopyLinkField({
  label,
  link,
  helperText,
  testId,
}: {
  label: string;
  link: string;
  helperText?: ReactNode;
  testId?: string;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
      <TextField
        label={label}
        value={link}
        size="small"
        fullWidth
        helperText={helperText}
        onFocus={(event) => event.target.select()}
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': testId } }}
      />
      <Button
        variant="contained"
        startIcon={<ContentCopyIcon />}
        onClick={() => copyToClipboard(link, 'the link')}
        sx={{ flexShrink: 0 }}
      >
        Copy link
      </Button>
    </Stack>
  );
}
