const DAY_MS = 86_400_000;
const keyOf = (siteId: string) => `popupAlert:lastShown:${siteId}`;

/** What this browser remembers of the alert it last showed: when, and which alert it was. */
interface LastShown {
  at: number;
  /** a hash of the alert's title and message; absent in what older versions stored */
  alert?: string;
}

/** A short, stable fingerprint of an alert's words (not security: only "is this the same alert?"). */
export function alertFingerprint(alert: { title: string; message: string }): string {
  let hash = 5381;
  for (const char of `${alert.title}\n${alert.message}`) hash = ((hash * 33) ^ char.charCodeAt(0)) >>> 0;
  return hash.toString(36);
}

function readLastShown(raw: string | null): LastShown | null {
  if (!raw) return null;
  // Older versions stored the time alone.
  const asNumber = Number(raw);
  if (Number.isFinite(asNumber) && asNumber > 0) return { at: asNumber };
  try {
    const value = JSON.parse(raw) as Partial<LastShown>;
    return typeof value.at === 'number' && value.at > 0
      ? { at: value.at, alert: typeof value.alert === 'string' ? value.alert : undefined }
      : null;
  } catch {
    return null;
  }
}

/**
 * The site's popup alert shows again only once its frequency in days has passed since it was last
 * shown on this browser (0 days: on every visit), or at once when staff changed what it says. Kept
 * per site id, outside the logout-cleared state, so signing in or out does not bring it back.
 */
export function shouldShowPopup(
  siteId: string,
  frequencyDays: number,
  alert: { title: string; message: string },
  now = Date.now(),
  storage: Pick<Storage, 'getItem'> = localStorage,
): boolean {
  const last = readLastShown(storage.getItem(keyOf(siteId)));
  if (!last) return true;
  if (last.alert !== undefined && last.alert !== alertFingerprint(alert)) return true;
  return now - last.at >= frequencyDays * DAY_MS;
}

export function markPopupShown(
  siteId: string,
  alert: { title: string; message: string },
  now = Date.now(),
  storage: Pick<Storage, 'setItem'> = localStorage,
) {
  const value: LastShown = { at: now, alert: alertFingerprint(alert) };
  storage.setItem(keyOf(siteId), JSON.stringify(value));
}

/** Pages that are documents (the e-ticket and its print, a fixed-departure ticket's print): no popup. */
const POPUP_FREE = [/^\/flight\/eTicket\//, /^\/flight\/fixedDeparture\/print\//];
export const isPopupFreePage = (pathname: string) => POPUP_FREE.some((page) => page.test(pathname));
