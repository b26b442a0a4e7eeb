import type { SetupChecklist } from '@app/contracts';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import {
  Card,
  CardContent,
  CardHeader,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { SETUP_STEP_SCREENS } from './setup-steps';

/**
 * What the site still needs before it sells (decision 0055), each step as the server read it from
 * the site's data and leading to its screen; `onHide` offers to take it off the dashboard.
 */
export function SetupChecklistCard({
  checklist,
  onHide,
}: {
  checklist: SetupChecklist;
  onHide?: () => void;
}) {
  const done = checklist.steps.filter((s) => s.done).length;
  const total = checklist.steps.length;
  return (
    <Card component="section" variant="outlined" aria-label="Setup checklist">
      <CardHeader
        title={done === total ? 'Your site is set up' : 'Set up your site'}
        subheader={`${done} of ${total} done`}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          onHide && (
            <IconButton aria-label="Hide the checklist" onClick={onHide}>
              <CloseIcon />
            </IconButton>
          )
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <LinearProgress
          variant="determinate"
          value={(100 * done) / total}
          aria-label={`${done} of ${total} steps done`}
          sx={{ mb: 1 }}
        />
        <List disablePadding>
          {checklist.steps.map(({ step, done: isDone, note }) => {
            const screen = SETUP_STEP_SCREENS[step];
            return (
              <ListItem key={step} disablePadding>
                <ListItemButton component={RouterLink} to={screen.to} sx={{ px: 1 }}>
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    {isDone ? (
                      <CheckCircleIcon color="success" titleAccess="Done" />
                    ) : (
                      <RadioButtonUncheckedIcon color="action" titleAccess="To do" />
                    )}
                  </ListItemIcon>
                  <ListItemText
                    primary={screen.title}
                    secondary={note}
                    slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
}
