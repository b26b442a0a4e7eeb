import { describe, expect, it } from 'vitest';
import { type AccessContext, accessRedirect, coreSiteTarget } from './access';

const visitor: AccessContext = {
  token: null,
  userType: null,
  isLocked: false,
  path: '/user/dashboard?tab=2',
};
const retail: AccessContext = { ...visitor, token: 't', userType: 'retail' };
const staff: AccessContext = { ...visitor, token: 't', userType: 'staff' };
const toLogin = '/login?redirectTo=%2Fuser%2Fdashboard%3Ftab%3D2';

describe('accessRedirect', () => {
  it('sends visitors of login-required routes to /login?redirectTo={path}', () => {
    expect(accessRedirect('user', visitor)).toBe(toLogin);
    expect(accessRedirect('staff', visitor)).toBe(toLogin);
  });

  it('lets signed-in users into login-required routes', () => {
    expect(accessRedirect('user', retail)).toBeNull();
    expect(accessRedirect('user', staff)).toBeNull();
  });

  it('sends signed-in non-staff away from staff routes to /403', () => {
    expect(accessRedirect('staff', retail)).toBe('/403');
    expect(accessRedirect('staff', { ...retail, userType: 'travelAgent' })).toBe('/403');
    expect(accessRedirect('staff', staff)).toBeNull();
  });

  it('sends anonymous visitors of locked routes to login only on locked-mode sites', () => {
    expect(accessRedirect('locked', visitor)).toBeNull();
    expect(accessRedirect('locked', { ...visitor, isLocked: true })).toBe(toLogin);
    expect(accessRedirect('locked', { ...retail, isLocked: true })).toBeNull();
  });

  it('sends visitors of the flight area of a locked-mode site to /flight/login (spec §2)', () => {
    const flight = { ...visitor, isLocked: true, path: '/flight/searchResult/s1?adt=1' };
    const toFlightLogin = '/flight/login?redirectTo=%2Fflight%2FsearchResult%2Fs1%3Fadt%3D1';
    expect(accessRedirect('locked', flight)).toBe(toFlightLogin);
    expect(accessRedirect('user', flight)).toBe(toFlightLogin);
    expect(accessRedirect('locked', { ...flight, path: '/flight' })).toBe(
      '/flight/login?redirectTo=%2Fflight',
    );
    // Other locked routes, and the flight area of an open site, keep /login.
    expect(accessRedirect('locked', { ...flight, path: '/packages' })).toBe('/login?redirectTo=%2Fpackages');
    expect(accessRedirect('locked', { ...flight, path: '/flights-deals' })).toMatch(/^\/login\?/);
    expect(accessRedirect('user', { ...flight, isLocked: false })).toMatch(/^\/login\?/);
  });
});

describe('coreSiteTarget', () => {
  const origin = 'http://localhost:3000';

  it('stays inside the app for core URLs under /app', () => {
    expect(coreSiteTarget('/app/flight/search', origin)).toEqual({
      kind: 'internal',
      path: '/flight/search',
    });
    expect(coreSiteTarget('http://localhost:3000/app/packages?x=1', origin)).toEqual({
      kind: 'internal',
      path: '/packages?x=1',
    });
  });

  it('leaves the app for other sites and other paths', () => {
    expect(coreSiteTarget('https://www.flightdeals.com/', origin)).toEqual({
      kind: 'external',
      url: 'https://www.flightdeals.com/',
    });
    expect(coreSiteTarget('/home', origin)).toEqual({ kind: 'external', url: 'http://localhost:3000/home' });
  });

  it('refuses targets that would come straight back to / (a loop)', () => {
    expect(coreSiteTarget('/app', origin)).toBeNull();
    expect(coreSiteTarget('/app/', origin)).toBeNull();
    expect(coreSiteTarget('/', origin)).toBeNull();
    expect(coreSiteTarget('  ', origin)).toBeNull();
  });
});
