const DAY_MS = 86_400_000;
const keyOf = (siteId: string) => `popupAlert:lastShown:${siteId}`;

/**
 * The site's popup alert shows again only once its frequency in days has passed since it was last
 * shown on this browser (0 days: on every visit). Kept per site id, outside the logout-cleared state.
 */
export function shouldShowPopup(
  siteId: string,
  frequencyDays: number,
  now = Date.now(),
  storage: Pick<Storage, 'getItem'> = localStorage,
): boolean {
  const last = Number(storage.getItem(keyOf(siteId)));
  if (!Number.isFinite(last) || last <= 0) return true;
  return now - last >= frequencyDays * DAY_MS;
}

export function markPopupShown(
  siteId: string,
  now = Date.now(),
  storage: Pick<Storage, 'setItem'> = localStorage,
) {
  storage.setItem(keyOf(siteId), String(now));
}
