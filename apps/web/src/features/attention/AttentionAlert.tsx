import { Alert, Button } from '@mui/material';
import { Link } from 'react-router';
import { useAttention } from './api';

/** The dashboard's count of open cases: shown only when there are some, since none is good news. */
export function AttentionAlert() {
  const cases = useAttention();
  const count = cases.data?.length ?? 0;
  if (count === 0) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 3 }}
      action={
        <Button component={Link} to="/staff/attention" color="inherit" size="small">
          Open
        </Button>
      }
    >
      {count === 1 ? '1 order needs attention.' : `${count} orders need attention.`}
    </Alert>
  );
}
