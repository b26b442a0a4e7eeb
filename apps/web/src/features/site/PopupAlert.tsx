import type { SiteData } from '@app/contracts';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { useAppStore } from '../../app/store';
import { OnceOpened } from '../../ui/OnceOpened';
import { isPopupFreePage, markPopupShown, shouldShowPopup } from './popup-frequency';

const PopupAlertCard = lazyPage(() => import('./PopupAlertCard'), 'PopupAlertCard');

const isDue = ({ popupAlert, popupFrequencyDays, id }: SiteData) =>
  !!popupAlert && shouldShowPopup(id, popupFrequencyDays, popupAlert);

/**
 * Loads the card before the first render when this visit will show it. Mounted through React.lazy,
 * it would suspend once and React would hold it back up to 300 ms after the page had painted: the
 * alert is the largest text on a first visit, so that delay was the page's largest contentful paint.
 */
export function preloadPopupAlert(): Promise<unknown> {
  const { site } = useAppStore.getState();
  return site && isDue(site) ? PopupAlertCard.preload() : Promise.resolve();
}

/**
 * The site's popup alert, shown again on this browser only after its frequency in days (spec §1, §9).
 * Never on an e-ticket or a printed ticket: a ticket is a document, not a shop window. A visit that
 * starts on one sees the alert on the next page instead, and only then is it counted as shown.
 */
export function PopupAlert({ site }: { site: SiteData }) {
  const { popupAlert, id } = site;
  const { pathname } = useLocation();
  const [due, setDue] = useState(() => isDue(site));
  const open = due && !isPopupFreePage(pathname);

  useEffect(() => {
    if (open && popupAlert) markPopupShown(id, popupAlert);
  }, [open, id, popupAlert]);

  if (!popupAlert) return null;
  return (
    <OnceOpened open={open}>
      <PopupAlertCard popupAlert={popupAlert} open={open} onClose={() => setDue(false)} />
    </OnceOpened>
  );
}
