import BlockIcon from '@mui/icons-material/Block';
import { ErrorPage } from './ErrorPage';

export function ForbiddenPage() {
  return (
    <ErrorPage
      heading="Access denied"
      icon={<BlockIcon fontSize="inherit" />}
      title="You do not have access to this page."
      message="It is open to staff of this site only. If you think this is a mistake, contact support."
    />
  );
}
