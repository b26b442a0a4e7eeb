import type { SetupStepId } from '@app/contracts';

/** Each step of the setup checklist: what it is called and the screen where it is done. */
export const SETUP_STEP_SCREENS: Record<SetupStepId, { title: string; to: string }> = {
  brand: { title: 'Brand name', to: '/staff/other-settings' },
  logoAndColours: { title: 'Logo and colours', to: '/staff/other-settings' },
  domain: { title: 'Your own domain', to: '/staff/domains' },
  paymentGateway: { title: 'Payment gateway', to: '/staff/payment-settings' },
  supplierAccount: { title: 'Flight supplier account', to: '/staff/flight-settings' },
  markup: { title: 'Markup', to: '/staff/markup' },
  testBooking: { title: 'A test booking', to: '/flight/search' },
};

/** Hidden from the dashboard per site and person, in this browser; the menu's page brings it back. */
const hiddenKey = (siteId: string, userId: string) => `setupChecklistHidden:${siteId}:${userId}`;

export function isChecklistHidden(siteId: string, userId: string): boolean {
  try {
    return window.localStorage.getItem(hiddenKey(siteId, userId)) !== null;
  } catch {
    return false;
  }
}

export function setChecklistHidden(siteId: string, userId: string, hidden: boolean) {
  try {
    if (hidden) window.localStorage.setItem(hiddenKey(siteId, userId), '1');
    else window.localStorage.removeItem(hiddenKey(siteId, userId));
  } catch {
    // Storage refused (private mode): the card shows again next time, nothing worse.
  }
}
