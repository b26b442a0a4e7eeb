import { isRouteErrorResponse, useRouteError } from 'react-router';
import { SiteMessagePage } from '../site/SiteMessagePage';

/** Last resort when a screen crashes: say so and offer a reload, never a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <SiteMessagePage
      title="Something went wrong"
      message={detail ?? 'This page failed to load. Please try again.'}
      onRetry={() => window.location.reload()}
    />
  );
}
