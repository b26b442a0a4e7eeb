import SearchOffIcon from '@mui/icons-material/SearchOff';
import { ErrorPage } from './ErrorPage';

export function NotFoundPage() {
  return (
    <ErrorPage
      heading="Page not found"
      icon={<SearchOffIcon fontSize="inherit" />}
      title="We could not find this page."
      message="The link may be old, or the address mistyped."
    />
  );
}
