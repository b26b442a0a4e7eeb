import type { AlertColor } from '@mui/material';
import { create } from 'zustand';

interface AlertBarState {
  alert: { message: string; severity: AlertColor } | null;
  show: (message: string, severity: AlertColor) => void;
  hide: () => void;
}

/** The app-wide alert bar's message: kept outside pages so it survives the redirect to login. */
export const useAlertBarStore = create<AlertBarState>()((set) => ({
  alert: null,
  show: (message, severity) => set({ alert: { message, severity } }),
  hide: () => set({ alert: null }),
}));

export const showAlertBar = (message: string, severity: AlertColor) =>
  useAlertBarStore.getState().show(message, severity);
