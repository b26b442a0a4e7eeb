import { formatSiteDateTime, type SiteOwnerView } from '@app/contracts';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { Button, Stack, Typography } from '@mui/material';
import { useSite } from '../../app/store';
import { CopyLinkField } from '../../ui/CopyLinkField';
import { notify } from '../../ui/notify';
import { useResendOwnerLink } from './api/platform-sites';

/**
 * A site's owner on the platform's list (decision 0055): once they have signed in, when they first
 * did; until then their set-password link to pass on by hand (no SMTP, a lost mail) and Resend,
 * which mails a new link and ends the old one.
 */
export function SiteOwner({ siteId, owner }: { siteId: string; owner: SiteOwnerView }) {
  const locale = useSite();
  const resend = useResendOwnerLink();
  const who = `${owner.name} (${owner.email})`;
  if (owner.firstSignedInAt)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        Owner {who} first signed in {formatSiteDateTime(owner.firstSignedInAt, locale)}
      </Typography>
    );

  const link = owner.setPasswordLink;
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        Owner {who} has not signed in yet.
      </Typography>
      {link ? (
        <CopyLinkField
          label="Owner’s set-password link"
          link={link}
          helperText={
            owner.linkExpiresAt &&
            `Works once, until ${formatSiteDateTime(owner.linkExpiresAt, locale)}; the mail holds the same link.`
          }
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          Their last link was used, replaced or has expired: send a new one.
        </Typography>
      )}
      <div>
        <Button
          variant="outlined"
          startIcon={<SendOutlinedIcon />}
          loading={resend.isPending}
          onClick={() => resend.mutate(siteId, { onSuccess: (answer) => notify.success(answer.message) })}
        >
          Resend
        </Button>
      </div>
    </Stack>
  );
}
