import { describe, expect, it } from 'vitest';
import { ALL_CALLS, pathParamsOf, pathWith, urlsOf } from './index';

describe('the call registry', () => {
  it('defines each method and path once', () => {
    const keys = ALL_CALLS.map((call) => `${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names a permission on every staff call and a path param schema wherever the path has one', () => {
    for (const call of ALL_CALLS) {
      if (call.access === 'staff') expect(call.permission, call.path).toBeTruthy();
      expect(Boolean(call.params), call.path).toBe(pathParamsOf(call).length > 0);
    }
  });

  it('serves flight calls at the API base and at the flight client base', () => {
    const search = ALL_CALLS.find((call) => call.path === 'api/search');
    expect(search && urlsOf(search)).toEqual(['/api/api/search', '/api/nfs/flights/api/search']);
  });

  it('fills path parameters in, encoded', () => {
    const verify = ALL_CALLS.find((call) => call.path === 'payment/:provider/verifyPayment');
    expect(verify && pathWith(verify, { provider: 'phone pe' })).toBe('payment/phone%20pe/verifyPayment');
  });
});
