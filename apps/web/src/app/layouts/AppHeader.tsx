import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Button, IconButton, Toolbar, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { brandLabel } from '../../features/site/site-head';
import { HeaderWallet } from '../../features/wallet-credit/HeaderWallet';
import { OnceOpened } from '../../ui/OnceOpened';
import { loginPageFor } from '../access';
import { lazyPage } from '../lazy-page';
import { authPath, redirectParamsFor } from '../redirects';
import { useAppStore, useSite } from '../store';
import { DesktopMenu } from './DesktopMenu';
import { UserMenu } from './UserMenu';
import { useVisibleMenu } from './use-visible-menu';

// The drawer's code loads when it first opens.
const MobileMenu = lazyPage(() => import('./MobileMenu'), 'MobileMenu');

function Brand() {
  const site = useSite();
  return (
    <Box
      component={RouterLink}
      to="/"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
        minWidth: 0,
      }}
    >
      {site.logoUrl && (
        <Box
          component="img"
          src={site.logoUrl}
          alt={site.companyName}
          sx={{
            height: 36,
            maxWidth: 120,
            objectFit: 'contain',
            bgcolor: 'common.white',
            borderRadius: 1,
            p: 0.25,
          }}
        />
      )}
      <Typography
        variant="h6"
        component="span"
        noWrap
        data-testid="site-label"
        sx={{ fontSize: { xs: '1.1rem', md: '1.25rem' }, minWidth: 48 }}
      >
        {brandLabel(site)}
      </Typography>
    </Box>
  );
}

/** Log in / Sign up for visitors; the page they are on is where login brings them back. */
function VisitorButtons() {
  const location = useLocation();
  const { isLocked } = useSite();
  const loginPage = loginPageFor(location.pathname, isLocked);
  const loginTo = authPath(
    loginPage,
    redirectParamsFor({ pathname: location.pathname, search: location.search }),
  );
  return (
    <Box sx={{ display: 'flex', gap: 1, flexShrink: 0 }}>
      {location.pathname !== loginPage && (
        <Button color="inherit" component={RouterLink} to={loginTo}>
          Log in
        </Button>
      )}
      {location.pathname !== '/signup' && (
        <Button color="inherit" variant="outlined" component={RouterLink} to="/signup">
          Sign up
        </Button>
      )}
    </Box>
  );
}

/**
 * The app bar: logo and label, the user's menu and the account menu. The menu folds into a drawer
 * under 600 px (spec §9); a menu of five groups or more (the staff's; a customer's where the site
 * also sells fixed departures) already under 900 px, so it never scrolls.
 */
export function AppHeader() {
  const signedIn = useAppStore((s) => !!s.auth);
  const menu = useVisibleMenu();
  const theme = useTheme();
  const wide = menu?.kind === 'staff' || (menu?.groups.length ?? 0) > 4;
  const isMobile = useMediaQuery(theme.breakpoints.down(wide ? 'md' : 'sm'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const showDrawer = isMobile && !!menu && menu.groups.length > 0;

  return (
    <AppBar position="sticky" elevation={1}>
      <Toolbar sx={{ gap: { xs: 1, md: 1.5 } }}>
        {showDrawer && (
          <IconButton color="inherit" edge="start" aria-label="Open menu" onClick={() => setDrawerOpen(true)}>
            <MenuIcon />
          </IconButton>
        )}
        <Brand />
        {menu && !isMobile && <DesktopMenu menu={menu} />}
        <Box sx={{ flexGrow: 1 }} />
        {signedIn && <HeaderWallet />}
        {signedIn ? <UserMenu /> : <VisitorButtons />}
      </Toolbar>
      {showDrawer && (
        <OnceOpened open={drawerOpen}>
          <MobileMenu menu={menu} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </OnceOpened>
      )}
    </AppBar>
  );
}
