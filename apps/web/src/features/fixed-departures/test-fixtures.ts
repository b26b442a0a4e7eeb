import type {
  FdBookingView,
  FdDepartureView,
  FdPrintView,
  FdStaffDepartureView,
  ItemRefundFacts,
} from '@app/contracts';

/** A departure as search answers it: IndiGo DEL → DXB, priced for one adult. */
export const fdDeparture = (over: Partial<FdDepartureView> = {}): FdDepartureView => ({
  id: 'd1',
  tripType: 'oneWay',
  origin: 'DEL',
  destination: 'DXB',
  airlineCode: '6E',
  airlineName: 'IndiGo Airlines',
  outbound: [
    {
      airlineCode: '6E',
      flightNumber: '1463',
      origin: 'DEL',
      destination: 'DXB',
      departAt: '2026-12-08T09:40',
      arriveAt: '2026-12-08T12:05',
    },
  ],
  inbound: [],
  departureDate: '2026-12-08',
  returnDate: null,
  seatsLeft: 28,
  fares: { adult: 1_479_500, child: 1_379_500, infant: 259_000 },
  total: 1_479_500,
  baggage: '20 KG',
  cabinBaggage: '7 KG',
  isRefundable: true,
  cancellationCharge: 250_000,
  cancellationPolicy: '₹2,500 per passenger is kept on cancellation; the rest goes back the way you paid.',
  nameListDeadline: '2026-12-01',
  status: 'open',
  ...over,
});

export const fdStaffDeparture = (over: Partial<FdStaffDepartureView> = {}): FdStaffDepartureView => ({
  ...fdDeparture(),
  seatsTotal: 30,
  seatsSold: 12,
  seatsHeld: 2,
  seatsLeft: 16,
  netFares: { adult: 1_450_000, child: 1_350_000, infant: 250_000 },
  blockPnr: 'FDDXB1',
  releaseDate: '2026-12-05',
  bookings: 5,
  ...over,
});

export const fdBooking = (over: Partial<FdBookingView> = {}): FdBookingView => ({
  bookingId: 'b1',
  orderId: 'o1',
  reference: 'FLD-26-000042',
  departureId: 'd1',
  sector: 'DEL-DXB',
  airlineCode: '6E',
  departureDate: '2099-12-08',
  pnr: 'FDDXB1',
  passengers: [
    { title: 'Mr', firstName: 'Arjun', lastName: 'Mehta', paxType: 1 },
    { title: 'Ms', firstName: 'Neha', lastName: 'Mehta', paxType: 1 },
  ],
  seats: 2,
  amount: 2_959_000,
  status: 'confirmed',
  facts: { state: 'fulfilled', asked: null, cancelled: 'none', declined: null, refunds: [] },
  slug: 'YjFfX19GRERYQjE=',
  nameListDeadline: '2099-12-01',
  lateAddition: false,
  bookedBy: 'agent@flightdeals.test',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

/** A booking cancelled by the departure's policy, with what came back of it (decision 0058). */
export const cancelledFdBooking = (refunds: ItemRefundFacts[]) =>
  fdBooking({
    status: 'cancelled',
    slug: null,
    facts: { state: 'cancelled', asked: null, cancelled: 'all', declined: null, refunds },
  });

const BARCODE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="4"><rect width="10" height="4"/></svg>';

export const fdPrint = (over: Partial<FdPrintView> = {}): FdPrintView => {
  const { fares: _f, seatsLeft: _s, total: _t, ...departure } = fdDeparture();
  return {
    bookingId: 'b1',
    reference: 'FLD-26-000042',
    pnr: 'FDDXB1',
    status: 'confirmed',
    departure,
    passengers: [
      {
        index: 0,
        title: 'Mr',
        firstName: 'Arjun',
        lastName: 'Mehta',
        paxType: 1,
        barcodes: [{ segmentIndex: 0, svg: BARCODE }],
      },
      {
        index: 1,
        title: 'Ms',
        firstName: 'Neha',
        lastName: 'Mehta',
        paxType: 1,
        barcodes: [{ segmentIndex: 0, svg: `${BARCODE} ` }],
      },
    ],
    amount: 2_959_000,
    markup: null,
    site: {
      companyName: 'Flight Deals Pvt Ltd',
      logoUrl: null,
      adminContact: null,
      adminEmail: 'support@flightdeals.test',
    },
    bookedAt: '2026-11-20T10:00:00.000Z',
    ...over,
  };
};
