import { FLIGHT_MSG } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { SupplierError } from '../../suppliers/flight-supplier';
import type { UserRow } from '../accounts/accounts.schema';
import { airlinePricer } from '../markup/markup.pricing';
import { findDefaultGroupId, listRulesOfKinds } from '../markup/markup.queries';
import type { PriceKey } from './search-cache';

/**
 * Who is buying: the site, the signed-in user or a visitor, and their address for the supplier.
 * A visitor's search also names their visitor cookie (visitor.ts), which look-to-book counts by.
 */
export type Buyer = {
  siteId: string;
  user: UserRow | null;
  endUserIp: string;
  visitorId?: string | null;
  /** the site's home country (ISO 3166 alpha-2), which decides what is domestic; India if unsaid */
  homeCountry?: string;
};

export const buyerOf = (request: FastifyRequest): Buyer => ({
  siteId: request.site.id,
  user: request.user,
  endUserIp: request.ip,
  homeCountry: request.site.homeCountry,
});

/** Buyers without a markup group of their own share the copy priced with the site's default group. */
export const priceKeyOf = (buyer: Buyer): PriceKey => buyer.user?.markupGroupId ?? 'default';

/** The airline markup rules as they stand today for one price key and trip. */
export async function loadPricer(
  db: Db,
  siteId: string,
  priceKey: PriceKey,
  trip: { isDomestic: boolean; cabinClass: number; today: string },
) {
  const [rules, groupId] = await Promise.all([
    listRulesOfKinds(db, siteId, ['defaultAirline', 'airlineSpecific']),
    priceKey === 'default' ? findDefaultGroupId(db, siteId) : priceKey,
  ]);
  return airlinePricer(rules, { groupId, ...trip });
}

/** A supplier failure as the user should hear it; the detail goes to the log through the error. */
export function supplierFailure(error: unknown): AppError {
  if (!(error instanceof SupplierError)) throw error;
  switch (error.kind) {
    case 'traceExpired':
      return new AppError(410, FLIGHT_MSG.traceExpired);
    case 'invalidRequest':
      return new AppError(400, FLIGHT_MSG.supplierFailed(error.message));
    case 'rejected':
    case 'notFound':
      return new AppError(422, FLIGHT_MSG.supplierFailed(error.message));
    default:
      return new AppError(error.kind === 'timeout' ? 504 : 503, FLIGHT_MSG.supplierUnavailable);
  }
}

export async function fromSupplier<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw supplierFailure(error);
  }
}
