import { describe, expect, it } from 'vitest';
import { documentTitle, NO_SEO_TITLES } from './page-title';

const form = { title: 'Flight Deals - cheap flights', label: 'Flight Deals' };

describe('document titles', () => {
  it('names the page, then the site by its label', () => {
    expect(documentTitle({ pageName: 'Delhi → Mumbai, 7 Dec', form })).toBe(
      'Delhi → Mumbai, 7 Dec · Flight Deals',
    );
    expect(documentTitle({ pageName: ' Log in ', form: { title: '', label: ' Partner Travels ' } })).toBe(
      'Log in · Partner Travels',
    );
  });

  it("uses the spec's default label when the site has none", () => {
    expect(documentTitle({ pageName: 'Log in', form: { title: 'Cheap', label: '' } })).toBe(
      'Log in · Flight Deals',
    );
  });

  it("falls back to the site's own title for a page without a name", () => {
    expect(documentTitle({ pageName: null, form })).toBe('Flight Deals - cheap flights');
    expect(documentTitle({ pageName: '  ', form: { title: '', label: 'Partner Travels' } })).toBe(
      'Partner Travels',
    );
  });

  it("lets staff's SEO title for the page win, but not a blank one", () => {
    expect(documentTitle({ pageName: 'Flight search', form, override: 'Cheap flights from Delhi' })).toBe(
      'Cheap flights from Delhi',
    );
    expect(documentTitle({ pageName: 'Flight search', form, override: ' ' })).toBe(
      'Flight search · Flight Deals',
    );
    expect(
      documentTitle({ pageName: 'Flight search', form, override: NO_SEO_TITLES('/flight/search') }),
    ).toBe('Flight search · Flight Deals');
  });
});
