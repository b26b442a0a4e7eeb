import { type FareQuote, type FlightResult, feeChannelOf } from '@app/contracts';
import type { Db } from '../../platform/db/client';
import { type FlightSupplier, SupplierError } from '../../suppliers/flight-supplier';
import { type Buyer, fromSupplier, loadPricer, priceKeyOf, supplierFailure } from '../flights/flight-pricing';
import { DEFAULT_FLIGHT_RULES, type FlightRules } from '../flights/flight-settings.service';
import type { FlightService } from '../flights/flights.service';
import { todayInSalesZone } from '../flights/travel-dates';
import { priceFare } from '../markup/markup.pricing';

type Deps = {
  db: Db;
  supplier: FlightSupplier;
  flights: FlightService;
  /** the site's flight settings: the buyer's convenience fee comes with the quote (decision 0042) */
  flightRules?: (siteId: string) => Promise<FlightRules>;
  now?: () => Date;
};

/** Airlines that sell no extras answer with this; the spec keeps it from the user (§8). */
const NO_SSR = 'No SSR details';

/** The first step of booking: the fare the user chose, re-quoted by the supplier, and its extras. */
export function createFareQuoteService({
  db,
  supplier,
  flights,
  flightRules = async () => DEFAULT_FLIGHT_RULES,
  now = () => new Date(),
}: Deps) {
  /** The fee rule this buyer pays on this site; none for staff and API partners. */
  async function feeOf(buyer: Buyer) {
    const channel = feeChannelOf(buyer.user?.userType);
    return channel ? (await flightRules(buyer.siteId)).fees[channel] : undefined;
  }

  /** The fare exactly as the result list showed it to this buyer. */
  const shownFare = (buyer: Buyer, searchId: string, resultIndex: string) =>
    flights.shownFare(buyer, searchId, resultIndex);

  async function fareQuote(buyer: Buyer, searchId: string, resultIndex: string): Promise<FareQuote> {
    const { meta, fare } = await shownFare(buyer, searchId, resultIndex);
    const quoted = await fromSupplier(() =>
      supplier.fareQuote({ traceId: meta.traceId, resultIndex, endUserIp: buyer.endUserIp }),
    );
    // An unchanged fare keeps the markup and discount it was shown with, even if a rule changed since.
    let priced: FlightResult;
    if (!quoted.isPriceChanged && quoted.fare.publishedFare === fare.publishedFare) {
      priced = {
        ...quoted.fare,
        markup: fare.markup,
        discount: fare.discount,
        publishedPrice: fare.publishedPrice,
        fareBreakdown: fare.fareBreakdown,
      };
    } else {
      const pricer = await loadPricer(db, buyer.siteId, priceKeyOf(buyer), {
        isDomestic: meta.searchBy.isDomestic,
        cabinClass: meta.searchBy.cabinClass,
        today: todayInSalesZone(now()),
      });
      priced = priceFare(quoted.fare, pricer);
    }
    return {
      fare: priced,
      isPriceChanged: priced.publishedPrice !== fare.publishedPrice,
      isTimeChanged: quoted.isTimeChanged,
      shownPrice: fare.publishedPrice,
      convenienceFee: await feeOf(buyer),
    };
  }

  return {
    fareQuote,

    async ssr(buyer: Buyer, searchId: string, resultIndex: string) {
      const { meta } = await shownFare(buyer, searchId, resultIndex);
      if (!supplier.capabilities.ssr) return { baggage: [], meals: [] };
      try {
        return await supplier.ssr({ traceId: meta.traceId, resultIndex, endUserIp: buyer.endUserIp });
      } catch (error) {
        if (error instanceof SupplierError && error.message.includes(NO_SSR))
          return { baggage: [], meals: [] };
        throw supplierFailure(error);
      }
    },

    /** The fare's rules, as the passenger page showed them (cached per search). */
    fareRules: (buyer: Buyer, searchId: string, resultIndex: string) =>
      flights.fareRules(buyer, searchId, resultIndex),

    async passengerViewOptions(buyer: Buyer, searchId: string, resultIndex: string) {
      const [quote, fareRules] = await Promise.all([
        fareQuote(buyer, searchId, resultIndex),
        flights.fareRules(buyer, searchId, resultIndex),
      ]);
      return { fareQuote: quote, fareRules };
    },
  };
}
export type FareQuoteService = ReturnType<typeof createFareQuoteService>;
