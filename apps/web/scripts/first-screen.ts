/**
 * What the first screen of /app runs: the frame (the entry), the page `/` opens on (flight search,
 * the site's core page) and the site's popup alert, which a first visit sees. `vite.config.ts`
 * puts the shared libraries these reach in `vendor`; `first-screen.test.ts` keeps the heavy ones
 * out of them.
 */
export const FIRST_SCREEN = [
  'src/main.tsx',
  'src/features/flights/FlightSearchPage.tsx',
  'src/features/site/PopupAlertCard.tsx',
];
