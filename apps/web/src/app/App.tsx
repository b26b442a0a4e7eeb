import { BrowserRouter } from 'react-router';
import { SiteBoot } from '../features/site/SiteBoot';
import { Providers } from './providers';
import { APP_BASE } from './redirects';
import { AppRoutes } from './router';

export function App() {
  return (
    <Providers>
      <SiteBoot>
        <BrowserRouter basename={APP_BASE}>
          <AppRoutes />
        </BrowserRouter>
      </SiteBoot>
    </Providers>
  );
}
