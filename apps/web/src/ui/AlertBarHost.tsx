import { lazyPage } from '../app/lazy-page';
import { useAlertBarStore } from './alert-bar-store';
import { OnceOpened } from './OnceOpened';

// Rarely shown (a changed password): its code loads with the first alert.
const AlertBar = lazyPage(() => import('./AlertBar'), 'AlertBar');

export function AlertBarHost() {
  const alert = useAlertBarStore((s) => s.alert);
  const hide = useAlertBarStore((s) => s.hide);
  return (
    <OnceOpened open={!!alert}>
      <AlertBar message={alert?.message ?? null} severity={alert?.severity} onHide={hide} />
    </OnceOpened>
  );
}
