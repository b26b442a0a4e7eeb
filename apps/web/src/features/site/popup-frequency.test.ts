import { beforeEach, describe, expect, it } from 'vitest';
import { markPopupShown, shouldShowPopup } from './popup-frequency';

const DAY = 86_400_000;
const now = Date.UTC(2025, 5, 10, 12);

beforeEach(() => localStorage.clear());

describe('popup alert frequency', () => {
  it('shows the popup on the first visit', () => {
    expect(shouldShowPopup('site-a', 3, now)).toBe(true);
  });

  it('shows it again only once the frequency in days has passed', () => {
    markPopupShown('site-a', now);
    expect(shouldShowPopup('site-a', 3, now + DAY)).toBe(false);
    expect(shouldShowPopup('site-a', 3, now + 3 * DAY - 1)).toBe(false);
    expect(shouldShowPopup('site-a', 3, now + 3 * DAY)).toBe(true);
  });

  it('keeps the time per site', () => {
    markPopupShown('site-a', now);
    expect(shouldShowPopup('site-b', 3, now + 1)).toBe(true);
  });

  it('shows it on every visit when the frequency is 0 days', () => {
    markPopupShown('site-a', now);
    expect(shouldShowPopup('site-a', 0, now)).toBe(true);
  });

  it('treats an unreadable stored time as never shown', () => {
    localStorage.setItem('popupAlert:lastShown:site-a', 'garbage');
    expect(shouldShowPopup('site-a', 7, now)).toBe(true);
  });
});
