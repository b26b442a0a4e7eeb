import { isLoadableScriptUrl } from '@app/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { testSite } from '../../test/fixtures';
import { applyFavicon, applySiteHead, brandLabel } from './site-head';
import { injectScriptUrls, injectTrackingTag } from './site-scripts';

const scripts = () => Array.from(document.head.querySelectorAll('script'));
const favicons = () => document.head.querySelectorAll('link[rel="icon"]');

beforeEach(() => {
  document.head.innerHTML = '';
  window.dataLayer = undefined;
  window.gtag = undefined;
});

describe('favicon', () => {
  it('creates one icon link and then only updates it', () => {
    applyFavicon('/app/brand/a.svg');
    applyFavicon('/app/brand/b.svg');
    expect(favicons()).toHaveLength(1);
    expect((favicons()[0] as HTMLLinkElement).href).toContain('/app/brand/b.svg');
  });

  it('reuses the link index.html already has', () => {
    document.head.innerHTML = '<link rel="icon" id="site-favicon" href="data:,">';
    applyFavicon('/x.ico');
    expect(favicons()).toHaveLength(1);
    expect((favicons()[0] as HTMLLinkElement).href).toContain('/x.ico');
  });
});

describe('site head', () => {
  it('leaves the title to the frame, which names the page too', () => {
    document.title = 'Log in · Flight Deals';
    applySiteHead(testSite);
    expect(document.title).toBe('Log in · Flight Deals');
  });

  it("defaults the label to 'Flight Deals'", () => {
    const unlabelled = {
      ...testSite,
      brandingSettings: { form: { ...testSite.brandingSettings.form, label: '' } },
    };
    expect(brandLabel(unlabelled)).toBe('Flight Deals');
  });

  it('injects the tracking tag and script URLs once, however often it is applied', () => {
    const site = {
      ...testSite,
      trackingTag: 'G-ABC123',
      scriptUrls: ['https://cdn.example/a.js', '/app/b.js'],
    };
    applySiteHead(site);
    applySiteHead(site);
    applySiteHead({ ...site });
    const sources = scripts().map((s) => s.getAttribute('src'));
    expect(sources).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-ABC123',
      'https://cdn.example/a.js',
      '/app/b.js',
    ]);
    // gtag('js') and gtag('config') were queued once, for the one script.
    expect(window.dataLayer).toHaveLength(2);
    expect(Array.from(window.dataLayer?.[1] as ArrayLike<unknown>)).toEqual(['config', 'G-ABC123']);
  });
});

describe('tracking tags and script URLs', () => {
  it('loads a GTM container for GTM ids', () => {
    injectTrackingTag('GTM-XYZ9');
    injectTrackingTag('GTM-XYZ9');
    expect(scripts().map((s) => s.src)).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-XYZ9']);
    expect(window.dataLayer).toHaveLength(1);
  });

  it('ignores blank tags and anything that is not a loadable URL', () => {
    injectTrackingTag('   ');
    injectTrackingTag('not a tag');
    injectScriptUrls(['javascript:alert(1)', '//evil.example/x.js', '', 'data:text/javascript,1']);
    expect(scripts()).toHaveLength(0);
  });

  it('accepts http(s) URLs and same-origin paths only', () => {
    expect(isLoadableScriptUrl('https://a.example/x.js')).toBe(true);
    expect(isLoadableScriptUrl('/x.js')).toBe(true);
    expect(isLoadableScriptUrl('//a.example/x.js')).toBe(false);
    expect(isLoadableScriptUrl('javascript:void(0)')).toBe(false);
  });
});
