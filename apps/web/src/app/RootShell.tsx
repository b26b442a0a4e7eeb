import { Outlet } from 'react-router';
import { SessionKeeper } from './SessionKeeper';

/** The root route: keeps the session fresh, then renders the matched page. */
export function RootShell() {
  return (
    <>
      <SessionKeeper />
      <Outlet />
    </>
  );
}
