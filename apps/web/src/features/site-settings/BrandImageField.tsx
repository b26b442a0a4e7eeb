import { SETTINGS_MSG, SITE_IMAGE_MAX_BYTES, type SiteImageKind } from '@app/contracts';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { ApiFailure } from '../../api/api-failure';
import { notify } from '../../ui/notify';
import { useUploadSiteImage } from './api/site-settings';

const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'];

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** The site's logo or favicon: what it is now, and a new one uploaded at once (the server redraws it). */
export function BrandImageField({ kind, url }: { kind: SiteImageKind; url: string | null }) {
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const upload = useUploadSiteImage();
  const [problem, setProblem] = useState<string | null>(null);
  const label = kind === 'logo' ? 'Logo' : 'Favicon';

  async function choose(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    if (!ACCEPTED.includes(file.type)) return setProblem(SETTINGS_MSG.imageType);
    if (file.size > SITE_IMAGE_MAX_BYTES) return setProblem(SETTINGS_MSG.imageTooLarge);
    upload.mutate(
      { kind, dataUrl: await readAsDataUrl(file) },
      {
        onSuccess: (answer) => notify.success(answer.message),
        onError: (error) =>
          setProblem(
            error instanceof ApiFailure
              ? (error.fieldErrors.file ?? error.message)
              : SETTINGS_MSG.imageUnreadable,
          ),
      },
    );
  }

  return (
    <Stack spacing={1} role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle2">
        {label}
      </Typography>
      <Box
        sx={{
          height: kind === 'logo' ? 64 : 48,
          width: kind === 'logo' ? 200 : 48,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'background.default',
        }}
      >
        {url ? (
          <Box
            component="img"
            src={url}
            alt={`Current ${label.toLowerCase()}`}
            sx={{ maxHeight: '90%', maxWidth: '90%' }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            None
          </Typography>
        )}
      </Box>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED.join(',')}
        hidden
        aria-label={`${label} file`}
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <div>
        <Button
          variant="outlined"
          size="small"
          startIcon={<UploadIcon />}
          loading={upload.isPending}
          onClick={() => input.current?.click()}
        >
          Upload {label.toLowerCase()}
        </Button>
      </div>
      <FormHelperText error={Boolean(problem)}>
        {problem ??
          (kind === 'logo'
            ? 'PNG, JPEG, WebP, GIF or SVG up to 2 MB; shown up to 480 × 160.'
            : 'A square image; shown at 64 × 64.')}
      </FormHelperText>
    </Stack>
  );
}
