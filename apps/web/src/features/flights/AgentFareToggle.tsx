import { FormControlLabel, Switch } from '@mui/material';
import type { AgentFareView } from './agent-fare';

/**
 * Shows or hides the agent's net fare and commission on every card at once (a customer at the desk
 * sees only the selling price). A switch: Tab reaches it, Space flips it.
 */
export function AgentFareToggle({ view }: { view: AgentFareView }) {
  return (
    <FormControlLabel
      sx={{ ml: 0, mr: 0 }}
      control={
        <Switch size="small" checked={view.shown} onChange={(_event, checked) => view.setShown(checked)} />
      }
      label="Net fare & commission"
      slotProps={{ typography: { variant: 'body2' } }}
    />
  );
}
