import { type AuthenticateResponse, TBO_PATHS, type TboOperation, type TboPassenger } from '@app/tbo-air';
import type { FastifyInstance } from 'fastify';
import { buildSandbox, type SandboxConfig } from '../index';

export const CREDENTIALS = {
  ClientId: 'ApiIntegrationNew',
  UserName: 'flightdeals',
  Password: 'Flight@123',
  EndUserIp: '10.0.0.1',
};

/** The one adult the booking tests book. */
export const passenger: TboPassenger = {
  Title: 'Mr',
  FirstName: 'Arjun',
  LastName: 'Mehta',
  PaxType: 1,
  Gender: 1,
  IsLeadPax: true,
  ContactNo: '9800000000',
  Email: 'arjun@example.com',
  Fare: { BaseFare: 0, Tax: 0 },
};

/** A sandbox on a clock the test moves by hand. */
export async function kit(config: Partial<SandboxConfig> = {}, start = '2026-03-02T06:00:00Z') {
  let now = Date.parse(start);
  const app: FastifyInstance = await buildSandbox({
    logLevel: 'silent',
    now: () => new Date(now),
    ...config,
  });
  const call = async (op: TboOperation, body: object, faults?: string) => {
    const res = await app.inject({
      method: 'POST',
      url: TBO_PATHS[op],
      payload: body,
      headers: faults ? { 'x-sandbox-faults': faults } : {},
    });
    return res;
  };
  const json = async <T>(op: TboOperation, body: object, faults?: string): Promise<T> =>
    (await call(op, body, faults)).json<T>();
  const auth = await json<AuthenticateResponse>('Authenticate', CREDENTIALS);
  const TokenId = auth.TokenId ?? '';
  const base = { EndUserIp: '10.0.0.1', TokenId };
  return {
    app,
    call,
    json,
    base,
    advance: (ms: number) => {
      now += ms;
    },
    /** YYYY-MM-DD this many days after the start date */
    day: (offset: number) => new Date(Date.parse(start) + offset * 86_400_000).toISOString().slice(0, 10),
    searchBody: (legs: [string, string, string][], extra: object = {}) => ({
      ...base,
      AdultCount: 1,
      JourneyType: 1,
      Segments: legs.map(([Origin, Destination, date]) => ({
        Origin,
        Destination,
        FlightCabinClass: 2,
        PreferredDepartureTime: `${date}T00:00:00`,
      })),
      ...extra,
    }),
  };
}
