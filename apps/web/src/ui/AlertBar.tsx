import { Alert, type AlertColor, Collapse } from '@mui/material';
import { useEffect } from 'react';

export const ALERT_BAR_HIDE_MS = 4000;

interface AlertBarProps {
  message: string | null;
  severity?: AlertColor;
  onHide: () => void;
  hideAfterMs?: number;
}

/** A bar across the top of the page that hides itself after 4 seconds (spec §9). */
export function AlertBar({
  message,
  severity = 'info',
  onHide,
  hideAfterMs = ALERT_BAR_HIDE_MS,
}: AlertBarProps) {
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(onHide, hideAfterMs);
    return () => window.clearTimeout(timer);
  }, [message, onHide, hideAfterMs]);

  return (
    <Collapse in={!!message} unmountOnExit>
      <Alert severity={severity} onClose={onHide} sx={{ borderRadius: 0 }} data-testid="alert-bar">
        {message}
      </Alert>
    </Collapse>
  );
}
