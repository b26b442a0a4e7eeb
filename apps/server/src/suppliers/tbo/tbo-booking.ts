import {
  type BookResponse,
  bookingDetailsResponse,
  bookResponse,
  cancellationChargesResponse,
  changeRequestStatusResponse,
  releasePnrResponse,
  sendChangeResponse,
  ticketResponse,
} from '@app/tbo-air';
import {
  type ChangeRequestInput,
  type FlightSupplier,
  requireCapability,
  SupplierError,
} from '../flight-supplier';
import { toChangeRequestState, toSupplierBooking, toTboId, toTboPassenger } from './tbo-booking-mapping';
import type { TboClient } from './tbo-client';
import { toPaise } from './tbo-mapping';

type BookingCalls = Pick<
  FlightSupplier,
  | 'hold'
  | 'ticket'
  | 'bookingDetails'
  | 'release'
  | 'changeRequest'
  | 'changeRequestStatus'
  | 'cancellationCharges'
>;

/** Book and Ticket answer the booking one level deeper, and null when nothing was booked. */
function bookedOf(operation: string, response: NonNullable<BookResponse['Response']>) {
  const booked = response.Response;
  if (!booked) throw new SupplierError('unavailable', `${operation} answered without a booking`);
  return toSupplierBooking(booked.FlightItinerary, {
    isPriceChanged: booked.IsPriceChanged,
    isTimeChanged: booked.IsTimeChanged,
    ticketStatus: booked.TicketStatus,
  });
}

/**
 * Only a partial refund names sectors and only a partial refund or a change names tickets; sending
 * them with any other request would be ignored by the airline and cancel more than the caller meant.
 */
function checkChangeRequest(input: ChangeRequestInput) {
  if (input.sectors?.length && input.requestType !== 2)
    throw new SupplierError('invalidRequest', 'Sectors can only be given with a partial refund.');
  if (input.ticketIds?.length && input.requestType === 1)
    throw new SupplierError('invalidRequest', 'A full refund covers every ticket; ask a partial refund.');
  if (input.requestType === 2 && !input.sectors?.length && !input.ticketIds?.length)
    throw new SupplierError('invalidRequest', 'A partial refund needs the sectors or tickets it covers.');
}

/**
 * The ticket a request TBO opened covers. A partial cancellation's answer leaves TicketId out (0069
 * §1) but opens one request per ticket asked, in the order asked; when the counts differ we cannot
 * tell, and the request is taken to cover every passenger asked about.
 */
export function ticketOfRequest(
  answered: number | undefined,
  index: number,
  asked: readonly number[] | undefined,
  opened: number,
): number | null {
  if (answered !== undefined) return answered;
  return asked?.length === opened ? (asked[index] ?? null) : null;
}

/** Hold, ticket and after-sales calls of the TBO adapter. */
export function createTboBooking(
  client: TboClient,
  supplier: Pick<FlightSupplier, 'name' | 'capabilities'>,
): BookingCalls {
  const calls: BookingCalls = {
    async hold(input) {
      requireCapability(supplier, 'hold');
      try {
        const response = await client.call('Book', bookResponse, {
          EndUserIp: input.endUserIp,
          TraceId: input.traceId,
          ResultIndex: input.resultIndex,
          Passengers: input.passengers.map(toTboPassenger),
        });
        return bookedOf('Book', response);
      } catch (error) {
        // TBO refuses to hold low-cost fares in its own words ("call Ticket"); say it in ours.
        if (
          error instanceof SupplierError &&
          error.kind === 'invalidRequest' &&
          /\bLCC\b/.test(error.message)
        )
          throw new SupplierError(
            'invalidRequest',
            'Low-cost carrier fares cannot be held; ticket them directly.',
            error.code,
          );
        throw error;
      }
    },

    async ticket(input) {
      const body =
        input.kind === 'held'
          ? { TraceId: input.traceId, PNR: input.pnr, BookingId: toTboId(input.bookingId) }
          : {
              TraceId: input.traceId,
              ResultIndex: input.resultIndex,
              Passengers: input.passengers.map(toTboPassenger),
            };
      const response = await client.call('Ticket', ticketResponse, { EndUserIp: input.endUserIp, ...body });
      return bookedOf('Ticket', response);
    },

    async bookingDetails(query) {
      const response = await client.call('GetBookingDetails', bookingDetailsResponse, {
        EndUserIp: query.endUserIp,
        ...('traceId' in query
          ? { TraceId: query.traceId }
          : { BookingId: toTboId(query.bookingId), PNR: query.pnr }),
      });
      if (!response.FlightItinerary)
        throw new SupplierError('unavailable', 'GetBookingDetails answered without an itinerary');
      return toSupplierBooking(response.FlightItinerary);
    },

    async release(input) {
      requireCapability(supplier, 'hold');
      // TBO's Source numbers name systems, not airlines (3 is SpiceJet, 4 Amadeus): only the
      // number TBO gave is right, and a booking stored without it asks TBO for it.
      const source =
        input.supplierSource ??
        (await calls.bookingDetails({ bookingId: input.bookingId, endUserIp: input.endUserIp }))
          .supplierSource;
      await client.call('ReleasePNRRequest', releasePnrResponse, {
        EndUserIp: input.endUserIp,
        BookingId: toTboId(input.bookingId),
        Source: source,
      });
    },

    async changeRequest(input) {
      checkChangeRequest(input);
      if (input.requestType === 2) requireCapability(supplier, 'partialCancel');
      const response = await client.call('SendChangeRequest', sendChangeResponse, {
        EndUserIp: input.endUserIp,
        BookingId: toTboId(input.bookingId),
        RequestType: input.requestType,
        CancellationType: input.cancellationType,
        Sectors: input.sectors?.map((s) => ({ Origin: s.origin, Destination: s.destination })),
        TicketId: input.ticketIds,
        Remarks: input.remarks,
      });
      const opened = response.TicketCRInfo ?? [];
      return {
        changeRequests: opened.map((cr, i) => ({
          ...toChangeRequestState(cr.ChangeRequestId, cr.ChangeRequestStatus),
          ticketId: ticketOfRequest(cr.TicketId, i, input.ticketIds, opened.length),
        })),
      };
    },

    async changeRequestStatus(query) {
      const response = await client.call('GetChangeRequestStatus', changeRequestStatusResponse, {
        EndUserIp: query.endUserIp,
        ChangeRequestId: toTboId(query.changeRequestId),
      });
      return {
        ...toChangeRequestState(response.ChangeRequestId, response.ChangeRequestStatus),
        refundedAmount: toPaise(response.RefundedAmount),
        cancellationCharge: toPaise(response.CancellationCharge),
      };
    },

    async cancellationCharges(query) {
      requireCapability(supplier, 'cancellationCharges');
      const response = await client.call('GetCancellationCharges', cancellationChargesResponse, {
        EndUserIp: query.endUserIp,
        BookingId: toTboId(query.bookingId),
        RequestType: 1,
        BookingMode: 5,
      });
      return {
        cancellationCharge: toPaise(response.CancellationCharge),
        refundAmount: toPaise(response.RefundAmount),
        currency: response.Currency,
      };
    },
  };
  return calls;
}
