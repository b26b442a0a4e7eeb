import { describe, expect, it } from 'vitest';
import { authPath, currentAppPath, redirectParamsFor, resolveRedirect } from './redirects';

const origin = 'http://localhost:3000';
const at = (pathname: string, search = '') => ({ pathname, search });

describe('redirect params', () => {
  it('builds login and logout paths that carry redirectTo and redirectType', () => {
    expect(authPath('/login')).toBe('/login');
    expect(authPath('/logout', { redirectTo: '/a?b=1', redirectType: 'internal' })).toBe(
      '/logout?redirectTo=%2Fa%3Fb%3D1&redirectType=internal',
    );
  });

  it('reads the current path without the /app base', () => {
    expect(currentAppPath(at('/app/user/dashboard', '?x=1'))).toBe('/user/dashboard?x=1');
    expect(currentAppPath(at('/app'))).toBe('/');
    expect(currentAppPath(at('/apple'))).toBe('/apple');
  });

  it('brings the user back to the current page, keeping a redirectType', () => {
    expect(redirectParamsFor(at('/app/user/dashboard', '?redirectType=external'))).toEqual({
      redirectTo: '/user/dashboard?redirectType=external',
      redirectType: 'external',
    });
    expect(redirectParamsFor(at('/app/'))).toEqual({ redirectTo: null, redirectType: null });
  });

  it('keeps the params an auth page already carries (logout → login)', () => {
    expect(redirectParamsFor(at('/app/logout', '?redirectTo=%2Fstaff&redirectType=internal'))).toEqual({
      redirectTo: '/staff',
      redirectType: 'internal',
    });
    expect(redirectParamsFor(at('/app/flight/login', '?redirectTo=%2Fflight%2Fsearch'))).toEqual({
      redirectTo: '/flight/search',
      redirectType: null,
    });
  });
});

describe('resolveRedirect', () => {
  it('goes to app paths, with or without the /app base', () => {
    expect(resolveRedirect({ redirectTo: '/user/dashboard?x=1' }, origin)).toEqual({
      kind: 'internal',
      path: '/user/dashboard?x=1',
    });
    expect(resolveRedirect({ redirectTo: '/app/staff' }, origin)).toEqual({
      kind: 'internal',
      path: '/staff',
    });
  });

  it('goes home for missing, foreign or looping targets', () => {
    const home = { kind: 'internal', path: '/' };
    expect(resolveRedirect({}, origin)).toEqual(home);
    expect(resolveRedirect({ redirectTo: 'https://evil.example' }, origin)).toEqual(home);
    expect(resolveRedirect({ redirectTo: '//evil.example' }, origin)).toEqual(home);
    expect(resolveRedirect({ redirectTo: '/\\evil.example' }, origin)).toEqual(home);
    expect(resolveRedirect({ redirectTo: '/login?redirectTo=/x' }, origin)).toEqual(home);
    expect(resolveRedirect({ redirectTo: '/flight/login?redirectTo=/x' }, origin)).toEqual(home);
  });

  it("with redirectType 'external' leaves the app, but only for this origin", () => {
    expect(resolveRedirect({ redirectTo: '/blog', redirectType: 'external' }, origin)).toEqual({
      kind: 'external',
      url: 'http://localhost:3000/blog',
    });
    expect(
      resolveRedirect({ redirectTo: 'https://evil.example/', redirectType: 'external' }, origin),
    ).toEqual({
      kind: 'internal',
      path: '/',
    });
  });
});
