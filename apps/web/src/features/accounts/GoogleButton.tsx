import type { CustomerType } from '@app/contracts';
import { Box, Divider } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useSite } from '../../app/store';
import { useGoogleSignIn, useGoogleSignUp } from './api/auth';
import { renderGoogleButton } from './google-identity';

interface GoogleButtonProps {
  mode: 'signIn' | 'signUp';
  /** The account type a Google sign-up creates. */
  userType?: CustomerType;
  /** The referral code typed or brought by a shared link: a Google sign-up links to its owner too. */
  referralCode?: string;
}

/**
 * "Sign in with Google", shown only when the site has a Google client id. If the script cannot be
 * loaded (offline, blocked) the button quietly stays away.
 */
export function GoogleButton({ mode, userType = 'retail', referralCode }: GoogleButtonProps) {
  const clientId = useSite().wlMeta.googleClientId;
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const signIn = useGoogleSignIn();
  const signUp = useGoogleSignUp();
  // Google keeps the first callback it is given; read the latest choices through refs.
  const latest = useRef({ mode, userType, referralCode, signIn: signIn.mutate, signUp: signUp.mutate });
  useEffect(() => {
    latest.current = { mode, userType, referralCode, signIn: signIn.mutate, signUp: signUp.mutate };
  });

  useEffect(() => {
    const element = container.current;
    if (!clientId || !element) return;
    const onCredential = (credential: string) => {
      const now = latest.current;
      if (now.mode === 'signIn') now.signIn(credential);
      else now.signUp({ credential, userType: now.userType, referralCode: now.referralCode });
    };
    renderGoogleButton(
      element,
      clientId,
      mode === 'signIn' ? 'signin_with' : 'signup_with',
      onCredential,
    ).catch(() => setFailed(true));
  }, [clientId, mode]);

  if (!clientId || failed) return null;
  return (
    <>
      <Divider sx={{ my: 2 }}>or</Divider>
      <Box ref={container} sx={{ display: 'flex', justifyContent: 'center', minHeight: 44 }} />
    </>
  );
}
