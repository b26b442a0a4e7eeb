import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { authPath, readRedirectParams } from '../../app/redirects';
import { endSession } from '../../app/session';
import { useAppStore } from '../../app/store';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { logoutOnServer } from './api/auth';

/** /logout: ends the session everywhere it lives, then goes to login keeping redirectTo and redirectType. */
export function LogoutPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const hadSession = !!useAppStore.getState().auth;
    (hadSession ? logoutOnServer() : Promise.resolve()).finally(() => {
      endSession();
      navigate(authPath('/login', readRedirectParams(search)), { replace: true });
    });
  }, [navigate, search]);

  return <PageSkeleton rows={1} />;
}
