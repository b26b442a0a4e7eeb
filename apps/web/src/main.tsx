// First: turns zod's eval off before any schema is built (see the module).
import './zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadOpeningPage, skipIndexRedirect } from './app/router';
import { preloadPopupAlert } from './features/site/PopupAlert';
import { adoptEmbeddedSite } from './features/site/site-api';

const OPENING_PAGE_WAIT_MS = 3000;

adoptEmbeddedSite();
skipIndexRedirect();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The opening page's chunk is usually on its way already (index.html preloads it): rendering once it
// is here shows the page at once, not a skeleton first. A slow chunk does not hold the frame back.
const timeout = new Promise((resolve) => setTimeout(resolve, OPENING_PAGE_WAIT_MS));
void Promise.race([Promise.all([preloadOpeningPage(), preloadPopupAlert()]), timeout]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
