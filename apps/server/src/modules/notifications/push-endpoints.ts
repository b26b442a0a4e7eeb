/**
 * Whether the server may send to this endpoint: only to the configured push services (a host or a
 * parent domain of it). A subscription is the browser's, but its endpoint is typed in by whoever
 * calls the API: without this a staff member could make the server post to any address it reaches.
 */
export function isAcceptedPushService(hosts: readonly string[], endpoint: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(endpoint).hostname.toLowerCase();
  } catch {
    return false;
  }
  return hosts.some((host) => hostname === host || hostname.endsWith(`.${host}`));
}
