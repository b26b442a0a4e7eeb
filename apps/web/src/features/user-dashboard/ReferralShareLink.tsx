import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button, Stack, TextField } from '@mui/material';
import { APP_BASE } from '../../app/redirects';
import { SectionCard } from '../../ui/SectionCard';
import { copyToClipboard } from './copy-to-clipboard';

/** The sign-up page with the code filled in: {origin}/app/signup?ref={CODE}. */
export const referralLinkFor = (code: string, origin = window.location.origin) =>
  `${origin}${APP_BASE}/signup?${new URLSearchParams({ ref: code })}`;

/** A link to send instead of a code to type: the sign-up form reads the code from it. */
export function ReferralShareLink({ code }: { code: string }) {
  const link = referralLinkFor(code);
  return (
    <SectionCard title="Share link" subheader="Whoever signs up through this link is linked to your account.">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
        <TextField
          label="Your sign-up link"
          value={link}
          size="small"
          fullWidth
          onFocus={(event) => event.target.select()}
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'referral-link' } }}
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
    </SectionCard>
  );
}
