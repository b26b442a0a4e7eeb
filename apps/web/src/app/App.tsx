import { RouterProvider } from 'react-router';
import { SiteBoot } from '../features/site/SiteBoot';
import { Providers } from './providers';
import { createAppRouter } from './router';

// One router for the page's lifetime (created here, not in render, so StrictMode cannot make two).
const router = createAppRouter();

export function App() {
  return (
    <Providers>
      <SiteBoot>
        <RouterProvider router={router} />
      </SiteBoot>
    </Providers>
  );
}
