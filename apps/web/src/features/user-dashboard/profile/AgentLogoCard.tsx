import type { UserView } from '@app/contracts';
import UploadIcon from '@mui/icons-material/Upload';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { type ChangeEvent, useState } from 'react';
import { SectionCard } from '../../../ui/SectionCard';
import { useUpdateAgentLogo } from '../api/profile';
import { LOGO_TYPES, logoFileProblem, readAsDataUrl } from './logo-file';

/** A travel agent's own logo (PNG, JPEG or WebP, at most 200 KB), shown on their documents. */
export function AgentLogoCard({ user }: { user: UserView }) {
  const update = useUpdateAgentLogo();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string>();
  const shown = preview ?? user.taLogoUrl;

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const issue = logoFileProblem(file);
    setProblem(issue);
    setPreview(issue ? null : await readAsDataUrl(file));
  };

  const save = (logo: string | null) => update.mutate({ logo }, { onSuccess: () => setPreview(null) });

  return (
    <SectionCard title="Agency logo" subheader="PNG, JPEG or WebP, at most 200 KB.">
      <Stack spacing={2}>
        <Box
          sx={{
            height: 96,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'background.default',
          }}
        >
          {shown ? (
            <Box component="img" src={shown} alt="Agency logo" sx={{ maxHeight: 80, maxWidth: '90%' }} />
          ) : (
            <Typography color="text.secondary">No logo yet</Typography>
          )}
        </Box>
        {problem && <Alert severity="error">{problem}</Alert>}
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          <Button component="label" variant="outlined" startIcon={<UploadIcon />}>
            Choose logo
            <input hidden type="file" accept={LOGO_TYPES.join(',')} onChange={onChoose} />
          </Button>
          <Button
            variant="contained"
            disabled={!preview}
            loading={update.isPending}
            onClick={() => save(preview)}
          >
            Save logo
          </Button>
          {user.taLogoUrl && !preview && (
            <Button color="error" onClick={() => save(null)} disabled={update.isPending}>
              Remove logo
            </Button>
          )}
        </Stack>
      </Stack>
    </SectionCard>
  );
}
