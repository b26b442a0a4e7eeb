import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config';

const production = {
  NODE_ENV: 'production',
  PAYMENT_SALT_KEY: 'real-salt',
  SUPPLIER_PASSWORD: 'real-password',
  SETTINGS_KEY: 'a-real-settings-key-of-32-characters-or-more',
};

describe('settings from the environment', () => {
  it('takes the defaults from an empty environment', () => {
    const config = configFromEnv({});
    expect(config.port).toBe(3000);
    expect(config.trustProxy).toBe(false);
    expect(config.loginLimits).toEqual({
      perAccountAndAddress: 5,
      perAccount: 100,
      perAddress: 30,
      windowSeconds: 900,
    });
    expect(config.mailLimits).toEqual({
      perBookingPerHour: 5,
      perRecipientPerDay: 20,
      perAccountPerHour: 20,
      perSitePerHour: 500,
    });
    // The web app's source maps are not served unless asked for.
    expect(config.webSourceMaps).toBe(false);
    expect(configFromEnv({ WEB_SOURCE_MAPS: 'true' }).webSourceMaps).toBe(true);
  });

  it('calls TBO on one host (the sandbox, SUPPLIER_URL) or on its documented hosts per service', () => {
    const sandbox = configFromEnv({}).supplier;
    expect(sandbox.endpoints.shared).toBe('http://127.0.0.1:3100/SharedServices/SharedData.svc/rest');
    expect(sandbox.endpoints.booking).toBe(
      'http://127.0.0.1:3100/BookingEngineService_Air/AirService.svc/rest',
    );
    // Wherever one host stands in, a site's test or live account is sent there too, never outside.
    expect(sandbox.environments.live).toEqual(sandbox.endpoints);
    expect(configFromEnv({ SUPPLIER_URL: 'http://proxy:8080/' }).supplier.endpoints.search).toBe(
      'http://proxy:8080/BookingEngineService_Air/AirService.svc/rest',
    );

    const live = configFromEnv({
      SUPPLIER_ENVIRONMENT: 'live',
      SUPPLIER_BOOKING_URL: 'https://booking.example.com/AirAPI_V10/AirService.svc/rest',
    }).supplier;
    expect(live.endpoints).toEqual({
      shared: 'https://api.travelboutiqueonline.com/SharedAPI/SharedData.svc/rest',
      search: 'https://tboapi.travelboutiqueonline.com/AirAPI_V10/AirService.svc/rest',
      booking: 'https://booking.example.com/AirAPI_V10/AirService.svc/rest',
    });
    expect(live.environments.test.shared).toBe('http://Sharedapi.tektravels.com/SharedData.svc/rest');
    expect(configFromEnv({ SUPPLIER_ENVIRONMENT: 'test' }).supplier.endpoints.search).toBe(
      'http://api.tektravels.com/BookingEngineService_Air/AirService.svc/rest',
    );
    expect(() => configFromEnv({ SUPPLIER_ENVIRONMENT: 'staging' })).toThrow(/SUPPLIER_ENVIRONMENT/);
  });

  it('names every wrong variable', () => {
    const read = () => configFromEnv({ PORT: 'abc', LOG_LEVEL: 'loud', REDIS_URL: 'not a url' });
    for (const name of ['PORT', 'LOG_LEVEL', 'REDIS_URL']) expect(read).toThrow(new RegExp(`\\b${name}: `));
  });

  it('takes a hop count or proxy addresses for TRUST_PROXY', () => {
    expect(configFromEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(configFromEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
    ]);
    expect(configFromEnv({ TRUST_PROXY: '::1,fd00::/8' }).trustProxy).toEqual(['::1', 'fd00::/8']);
    expect(configFromEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('refuses to trust every client with TRUST_PROXY=true, and nonsense', () => {
    expect(() => configFromEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would trust/);
    expect(() => configFromEnv({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY: "proxy.internal"/);
    expect(() => configFromEnv({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses to start in production with a secret missing or still the sandbox value', () => {
    expect(() => configFromEnv({ ...production, PAYMENT_SALT_KEY: undefined })).toThrow(
      /PAYMENT_SALT_KEY: required in production/,
    );
    expect(() =>
      configFromEnv({ ...production, SUPPLIER_PASSWORD: configFromEnv({}).supplier.password }),
    ).toThrow(/SUPPLIER_PASSWORD: still the sandbox's value/);
    expect(() => configFromEnv({ ...production, SETTINGS_KEY: undefined })).toThrow(
      /SETTINGS_KEY: required in production/,
    );
    expect(() => configFromEnv({ ...production, SETTINGS_KEY: 'short' })).toThrow(
      /SETTINGS_KEY: must be at least 32 characters/,
    );
    expect(configFromEnv(production).paymentGateway.saltKey).toBe('real-salt');
  });

  it('lets development run on the sandbox secrets', () => {
    expect(configFromEnv({ NODE_ENV: 'development' }).paymentGateway.saltKey).toBeTruthy();
  });
});
