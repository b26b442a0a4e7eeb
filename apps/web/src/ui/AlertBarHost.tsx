import { AlertBar } from './AlertBar';
import { useAlertBarStore } from './alert-bar-store';

export function AlertBarHost() {
  const alert = useAlertBarStore((s) => s.alert);
  const hide = useAlertBarStore((s) => s.hide);
  return <AlertBar message={alert?.message ?? null} severity={alert?.severity} onHide={hide} />;
}
