import type { ItemFacts, Segment } from '@app/contracts';

/** A flight as the server stores it, for e-ticket tests. */
export const segmentFixture: Segment = {
  airlineName: 'IndiGo Airlines',
  airlineCode: '6E',
  flightNumber: '2135',
  fareClass: 'R',
  originAirportCode: 'DEL',
  originAirportName: 'Indira Gandhi International',
  originCityName: 'Delhi',
  originTerminal: '1',
  destinationAirportCode: 'BOM',
  destinationAirportName: 'Chhatrapati Shivaji Maharaj International',
  destinationCityName: 'Mumbai',
  destinationCityCode: 'BOM',
  destinationTerminal: '2',
  departureTime: '2026-12-01T07:10:00',
  arrivalTime: '2026-12-01T09:25:00',
  duration: 135,
  groundTime: 0,
  flightStatus: 'Confirmed',
  baggage: '15 KG',
  cabinBaggage: '7 KG',
  airlinePnr: null,
  operatingCarrier: '6E',
  craft: 'A320',
  stopPoint: '',
  stopPointArrivalTime: null,
  stopPointDepartureTime: null,
};

/** What an issued ticket nothing was asked of is (decision 0058), changed by `over`. */
export const factsOf = (over: Partial<ItemFacts> = {}): ItemFacts => ({
  state: 'fulfilled',
  asked: null,
  cancelled: 'none',
  declined: null,
  refunds: [],
  ...over,
});
