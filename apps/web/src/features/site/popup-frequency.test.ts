import { beforeEach, describe, expect, it } from 'vitest';
import { isPopupFreePage, markPopupShown, shouldShowPopup } from './popup-frequency';

const DAY = 86_400_000;
const now = Date.UTC(2025, 5, 10, 12);
const sale = { title: 'Sale', message: 'Save 20%' };

beforeEach(() => localStorage.clear());

describe('popup alert frequency', () => {
  it('shows the popup on the first visit', () => {
    expect(shouldShowPopup('site-a', 3, sale, now)).toBe(true);
  });

  it('shows it again only once the frequency in days has passed', () => {
    markPopupShown('site-a', sale, now);
    expect(shouldShowPopup('site-a', 3, sale, now + DAY)).toBe(false);
    expect(shouldShowPopup('site-a', 3, sale, now + 3 * DAY - 1)).toBe(false);
    expect(shouldShowPopup('site-a', 3, sale, now + 3 * DAY)).toBe(true);
  });

  it('keeps the time per site', () => {
    markPopupShown('site-a', sale, now);
    expect(shouldShowPopup('site-b', 3, sale, now + 1)).toBe(true);
  });

  it('shows it on every visit when the frequency is 0 days', () => {
    markPopupShown('site-a', sale, now);
    expect(shouldShowPopup('site-a', 0, sale, now)).toBe(true);
  });

  it('shows a changed alert at once, whatever the frequency', () => {
    markPopupShown('site-a', sale, now);
    expect(shouldShowPopup('site-a', 7, { ...sale, message: 'Save 30%' }, now + 1)).toBe(true);
    expect(shouldShowPopup('site-a', 7, { ...sale }, now + 1)).toBe(false);
  });

  it('reads the bare time older versions stored as the same alert', () => {
    localStorage.setItem('popupAlert:lastShown:site-a', String(now));
    expect(shouldShowPopup('site-a', 7, sale, now + DAY)).toBe(false);
    expect(shouldShowPopup('site-a', 7, sale, now + 7 * DAY)).toBe(true);
  });

  it('treats an unreadable stored value as never shown', () => {
    localStorage.setItem('popupAlert:lastShown:site-a', 'garbage');
    expect(shouldShowPopup('site-a', 7, sale, now)).toBe(true);
  });
});

describe('pages without the popup', () => {
  it('leaves e-tickets and printed tickets alone, and nothing else', () => {
    expect(isPopupFreePage('/flight/eTicket/QUJD')).toBe(true);
    expect(isPopupFreePage('/flight/fixedDeparture/print/xyz')).toBe(true);
    expect(isPopupFreePage('/flight/search')).toBe(false);
    expect(isPopupFreePage('/flight/eTicketing')).toBe(false);
  });
});
