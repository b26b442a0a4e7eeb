import { loadableScriptUrls, trackingScriptOf } from '@app/contracts';

/**
 * Scripts a site asks for (tracking tag, script URLs, sign-in SDK), each injected at most once per
 * page. Which ones is decided in contracts: the server's Content-Security-Policy allows the same.
 */

const MARK = 'data-site-script';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

function findScript(key: string): HTMLScriptElement | null {
  const scripts = document.head.querySelectorAll<HTMLScriptElement>(`script[${MARK}]`);
  return Array.from(scripts).find((script) => script.getAttribute(MARK) === key) ?? null;
}

/**
 * Adds `<script async src>` to the head unless a script with the same key is already there, so
 * re-renders and a second site detection never duplicate it. Answers the element and whether it is new.
 */
export function injectScriptOnce(src: string, key = src): { element: HTMLScriptElement; created: boolean } {
  const existing = findScript(key);
  if (existing) return { element: existing, created: false };
  const element = document.createElement('script');
  element.src = src;
  element.async = true;
  element.setAttribute(MARK, key);
  element.addEventListener('load', () => element.setAttribute('data-loaded', 'true'));
  document.head.appendChild(element);
  return { element, created: true };
}

/** Loads a script once and resolves when it has run (or at once when it already had). */
export function loadScript(src: string): Promise<void> {
  const { element } = injectScriptOnce(src);
  if (element.getAttribute('data-loaded') === 'true') return Promise.resolve();
  return new Promise((resolve, reject) => {
    element.addEventListener('load', () => resolve(), { once: true });
    element.addEventListener('error', () => reject(new Error(`Could not load ${src}`)), { once: true });
  });
}

function configureGtag(id: string) {
  window.dataLayer = window.dataLayer ?? [];
  const dataLayer = window.dataLayer;
  // gtag.js reads the Arguments object itself, so the standard snippet pushes `arguments`, not an array.
  window.gtag =
    window.gtag ??
    function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag.js requires the Arguments object
      dataLayer.push(arguments);
    };
  window.gtag('js', new Date());
  window.gtag('config', id);
}

/** The site's tracking tag: a Google tag id (G-, UA-, AW-, DC-), a GTM container id, or a script URL. */
export function injectTrackingTag(tag: string | null | undefined) {
  const script = trackingScriptOf(tag);
  if (!script) return;
  if (script.kind === 'url') {
    injectScriptOnce(script.src);
    return;
  }
  const { created } = injectScriptOnce(script.src, `${script.kind}:${script.id}`);
  if (!created) return;
  if (script.kind === 'gtag') {
    configureGtag(script.id);
  } else {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  }
}

/** The site's extra script URLs, in order, each once; unloadable entries are skipped. */
export function injectScriptUrls(urls: readonly string[]) {
  for (const url of loadableScriptUrls(urls)) injectScriptOnce(url);
}
