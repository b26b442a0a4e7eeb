import { type UserView, updateReferralCodeRequest } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { copyToClipboard } from '../../ui/copy-to-clipboard';
import { FormTextField } from '../../ui/form/FormTextField';
import { applyServerErrors } from '../../ui/form/server-errors';
import { SectionCard } from '../../ui/SectionCard';
import { useUpdateReferralCode } from './api/profile';

/** The user's referral code: shown, copied with one click, and editable. */
export function ReferralCodeCard({ user }: { user: UserView }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateReferralCode();
  const form = useForm({
    resolver: zodResolver(updateReferralCodeRequest),
    values: { referralCode: user.referralCode ?? '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      setEditing(false);
    } catch (error) {
      applyServerErrors(error, form.setError);
    }
  });

  return (
    <SectionCard title="Referral code" subheader="Share it with friends and colleagues when they sign up.">
      {editing ? (
        <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
          <FormTextField control={form.control} name="referralCode" label="Referral code" autoFocus />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
              Save referral code
            </Button>
            <Button onClick={() => setEditing(false)}>Cancel</Button>
          </Stack>
        </Stack>
      ) : (
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          {user.referralCode ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography
                variant="h5"
                component="p"
                data-testid="referral-code"
                sx={{ fontFamily: 'monospace', letterSpacing: 2 }}
              >
                {user.referralCode}
              </Typography>
              <Tooltip title="Copy">
                <IconButton
                  aria-label="Copy code"
                  onClick={() => copyToClipboard(user.referralCode ?? '', 'the code')}
                >
                  <ContentCopyIcon />
                </IconButton>
              </Tooltip>
            </Box>
          ) : (
            <Typography color="text.secondary">You have no referral code yet.</Typography>
          )}
          <Button onClick={() => setEditing(true)}>
            {user.referralCode ? 'Edit referral code' : 'Create referral code'}
          </Button>
        </Stack>
      )}
    </SectionCard>
  );
}
