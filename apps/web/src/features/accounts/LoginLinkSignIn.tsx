import { OWN_MSG } from '@app/contracts';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useLoginBySessionId } from './api/auth';

/** /login?sessionId=…: exchanges the e-mailed one-time link for a session (the guard then redirects). */
export function LoginLinkSignIn({ sessionId, onCancel }: { sessionId: string; onCancel: () => void }) {
  const exchange = useLoginBySessionId();
  const { mutate } = exchange;
  const started = useRef(false);

  // The link is single-use: exchange it once, even when StrictMode runs effects twice.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(sessionId);
  }, [mutate, sessionId]);

  if (exchange.isError) {
    return (
      <Stack spacing={2}>
        <Alert severity="error">{OWN_MSG.invalidLink}</Alert>
        <Button variant="contained" onClick={onCancel}>
          Log in another way
        </Button>
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={2} alignItems="center" role="status">
      <CircularProgress size={24} />
      <Typography>Signing you in…</Typography>
    </Stack>
  );
}
