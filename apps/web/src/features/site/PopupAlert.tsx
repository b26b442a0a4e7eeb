import type { SiteData } from '@app/contracts';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { OnceOpened } from '../../ui/OnceOpened';
import { isPopupFreePage, markPopupShown, shouldShowPopup } from './popup-frequency';

const PopupAlertCard = lazyPage(() => import('./PopupAlertCard'), 'PopupAlertCard');

/**
 * The site's popup alert, shown again on this browser only after its frequency in days (spec §1, §9).
 * Never on an e-ticket or a printed ticket: a ticket is a document, not a shop window. A visit that
 * starts on one sees the alert on the next page instead, and only then is it counted as shown.
 */
export function PopupAlert({ site }: { site: SiteData }) {
  const { popupAlert, popupFrequencyDays, id } = site;
  const { pathname } = useLocation();
  const [due, setDue] = useState(() => !!popupAlert && shouldShowPopup(id, popupFrequencyDays, popupAlert));
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
