import { type Airport, distanceKm } from '@app/travel-data';
import type { Carrier } from './carriers';
import { hashString, mulberry32, seeded } from './prng';
import type { RouteNetwork } from './routes-network';
import { addDays, offsetMinutes } from './time';

export type Flight = {
  carrier: Carrier;
  flightNumber: string;
  origin: Airport;
  destination: Airport;
  /** local departure date, the seat inventory key */
  day: string;
  depUtc: number;
  arrUtc: number;
  /** minutes */
  duration: number;
  km: number;
  craft: string;
  capacity: number;
  depTerminal: string;
  arrTerminal: string;
  /** local wall-clock times, formatted once per schedule since Intl-based formatting is slow */
  depLocal: string;
  arrLocal: string;
  depHour: number;
  /** seats-sold and fare-jitter draws for this flight and date, fixed so prices are reproducible */
  loadDraw: number;
  jitter: number;
  /** `6E2131|2025-05-01` */
  key: string;
};

/** One way from an origin to a destination: a non-stop or a connection. */
export type Itinerary = {
  flights: Flight[];
  /** validating carrier: the only one for LCC, the longest sector's for GDS interline */
  carrier: Carrier;
  lcc: boolean;
  origin: Airport;
  destination: Airport;
  km: number;
};

type FlightTemplate = Pick<
  Flight,
  'carrier' | 'flightNumber' | 'duration' | 'km' | 'craft' | 'capacity' | 'depTerminal' | 'arrTerminal'
> & { minutes: number; hash: number };

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const CAPACITY: Record<string, number> = {
  ATR72: 72,
  A320: 180,
  A321: 222,
  B737: 189,
  B787: 256,
  A350: 300,
  B777: 354,
};

const MIN_CONNECTION = 60;
const MAX_CONNECTION = 240;
const LONG_CONNECTION = 720;
const SCHEDULE_CACHE_LIMIT = 20_000;

/** Block time: 30 min taxi/climb plus cruise at 800 km/h, to 5 minutes. */
export function blockMinutes(km: number, carrierCode: string) {
  const wobble = hashString(carrierCode) % 3;
  return Math.round((30 + (km / 800) * 60) / 5) * 5 + wobble * 5;
}

export class Inventory {
  private readonly schedules = new Map<string, Flight[]>();
  private readonly routings = new Map<string, Itinerary[]>();
  private readonly templates = new Map<string, FlightTemplate[]>();

  constructor(private readonly network: RouteNetwork) {}

  /** Non-stop flights from a to b departing on a local date, in departure order. */
  flights(a: Airport, b: Airport, day: string): Flight[] {
    const key = `${a.iata}|${b.iata}|${day}`;
    let found = this.schedules.get(key);
    if (!found) {
      found = this.generate(a, b, day);
      if (this.schedules.size >= SCHEDULE_CACHE_LIMIT) this.schedules.clear();
      this.schedules.set(key, found);
    }
    return found;
  }

  /** The day-independent part of a route's timetable, built once per airport pair. */
  private template(a: Airport, b: Airport): FlightTemplate[] {
    const key = `${a.iata}|${b.iata}`;
    const cached = this.templates.get(key);
    if (cached) return cached;
    const seed = this.network.seed;
    const km = distanceKm(a, b);
    const international = b.countryCode !== a.countryCode;
    const templates: FlightTemplate[] = [];
    for (const { carrier, perDay } of this.network.nonstops(a, b)) {
      const numbers = new Set<number>();
      const range = carrier.lcc && carrier.country === 'IN' ? 6800 : 880;
      const base = hashString(`${seed}|fn|${carrier.code}|${a.iata}|${b.iata}`) % range;
      for (let k = 0; k < perDay; k++) {
        // Timetables are stable from day to day, as airlines' are; only loads and fares vary by date.
        const r = seeded(seed, 'flt', carrier.code, a.iata, b.iata, k);
        let n = 100 + ((base + k * 37) % range);
        while (numbers.has(n)) n = 100 + ((n - 99) % range);
        numbers.add(n);
        const craft = pickCraft(carrier, km, r());
        templates.push({
          carrier,
          flightNumber: String(n),
          minutes: departureMinutes(r, km),
          duration: blockMinutes(km, carrier.code),
          km,
          craft,
          capacity: CAPACITY[craft] ?? 180,
          depTerminal: terminal(a, carrier, international, n),
          arrTerminal: terminal(b, carrier, international, n),
          hash: hashString(`${seed}|day|${carrier.code}${n}|${a.iata}`),
        });
      }
    }
    this.templates.set(key, templates);
    return templates;
  }

  private generate(a: Airport, b: Airport, day: string): Flight[] {
    const dayStart = Date.parse(`${day}T00:00:00Z`);
    const depOffset = offsetMinutes(a.timeZone, day);
    // The arrival zone's offset on the departure date: off by an hour only on a DST changeover night.
    const arrOffset = offsetMinutes(b.timeZone, day);
    const dayHash = hashString(day);
    const flights = this.template(a, b).map((t): Flight => {
      const depUtc = dayStart + (t.minutes - depOffset) * 60_000;
      const arrUtc = depUtc + t.duration * 60_000;
      const daily = mulberry32(t.hash ^ dayHash);
      return {
        carrier: t.carrier,
        flightNumber: t.flightNumber,
        origin: a,
        destination: b,
        day,
        depUtc,
        arrUtc,
        duration: t.duration,
        km: t.km,
        craft: t.craft,
        capacity: t.capacity,
        depTerminal: t.depTerminal,
        arrTerminal: t.arrTerminal,
        depLocal: `${day}T${clock(t.minutes)}:00`,
        arrLocal: new Date(arrUtc + arrOffset * 60_000).toISOString().slice(0, 19),
        depHour: Math.floor(t.minutes / 60),
        loadDraw: daily(),
        jitter: daily(),
        key: `${t.carrier.code}${t.flightNumber}|${day}`,
      };
    });
    return flights.sort((p, q) => p.depUtc - q.depUtc || p.key.localeCompare(q.key));
  }

  /**
   * Non-stops plus one-stop connections through the network's connection points (and two-stop ones
   * when little else exists). A connection keeps to one LCC, or to full-service (GDS) carriers only.
   */
  itineraries(a: Airport, b: Airport, day: string): Itinerary[] {
    const key = `${a.iata}|${b.iata}|${day}`;
    let found = this.routings.get(key);
    if (!found) {
      found = this.connect(a, b, day);
      if (this.routings.size >= SCHEDULE_CACHE_LIMIT) this.routings.clear();
      this.routings.set(key, found);
    }
    return found;
  }

  private connect(a: Airport, b: Airport, day: string): Itinerary[] {
    const km = distanceKm(a, b);
    const result: Itinerary[] = this.flights(a, b, day).map((f) => itinerary([f], a, b, km));
    const domestic = a.countryCode === b.countryCode;
    const maxDetour = domestic ? 2.5 * km + 800 : 1.25 * km + 500;
    // A domestic trip connecting abroad is legal but nobody sells it; keep domestic journeys at home.
    const points = this.network.connectionPoints.filter(
      (h) => h.iata !== a.iata && h.iata !== b.iata && (!domestic || h.countryCode === a.countryCode),
    );
    const viable = (h: Airport) =>
      this.network.nonstops(a, h).length > 0 &&
      this.network.nonstops(h, b).length > 0 &&
      distanceKm(a, h) + distanceKm(h, b) <= maxDetour;
    for (const hub of points) {
      if (!viable(hub)) continue;
      const limit = domestic ? 40 : 12;
      let added = 0;
      for (const first of this.flights(a, hub, day)) {
        if (added >= limit) break;
        for (const second of this.onward(first, b, domestic ? 3 : 2)) {
          result.push(itinerary([first, second], a, b, km));
          added++;
        }
      }
    }
    if (result.length < 15) this.addTwoStops(a, b, day, km, maxDetour * 1.15, result);
    if (result.length === 0) this.addLongConnections(a, b, day, maxDetour, result);
    return result;
  }

  /** Thin regional routes: rather than no answer, offer the same connections with a long layover. */
  private addLongConnections(a: Airport, b: Airport, day: string, maxDetour: number, out: Itinerary[]) {
    const km = distanceKm(a, b);
    for (const hub of this.network.connectionPoints) {
      if (hub === a || hub === b || this.network.nonstops(a, hub).length === 0) continue;
      if (this.network.nonstops(hub, b).length === 0) continue;
      if (distanceKm(a, hub) + distanceKm(hub, b) > maxDetour) continue;
      for (const first of this.flights(a, hub, day)) {
        for (const second of this.onward(first, b, 1, first.carrier, LONG_CONNECTION)) {
          out.push(itinerary([first, second], a, b, km));
        }
      }
    }
  }

  private addTwoStops(a: Airport, b: Airport, day: string, km: number, maxDetour: number, out: Itinerary[]) {
    const points = this.network.connectionPoints.filter((h) => h.iata !== a.iata && h.iata !== b.iata);
    const firsts = points.filter((h) => this.network.nonstops(a, h).length > 0);
    const lasts = points.filter((h) => this.network.nonstops(h, b).length > 0);
    let added = 0;
    for (const h1 of firsts) {
      for (const h2 of lasts) {
        if (h1 === h2 || added >= 24) continue;
        if (this.network.nonstops(h1, h2).length === 0) continue;
        if (distanceKm(a, h1) + distanceKm(h1, h2) + distanceKm(h2, b) > maxDetour) continue;
        let perPair = 0;
        for (const first of this.flights(a, h1, day)) {
          if (perPair >= 3) break;
          for (const second of this.onward(first, h2, 1)) {
            for (const third of this.onward(second, b, 1, first.carrier)) {
              out.push(itinerary([first, second, third], a, b, km));
              perPair++;
              added++;
            }
          }
        }
      }
    }
  }

  /** Connecting flights to `to` leaving 60–240 minutes after `from` lands, compatible in carrier. */
  private onward(
    from: Flight,
    to: Airport,
    max: number,
    firstCarrier: Carrier = from.carrier,
    maxConnection = MAX_CONNECTION,
  ): Flight[] {
    const hub = from.destination;
    const earliest = from.arrUtc + MIN_CONNECTION * 60_000;
    const latest = from.arrUtc + maxConnection * 60_000;
    const found: Flight[] = [];
    // The hub's local date can be a day either side of the departure date, or two on for long flights.
    const days = [addDays(from.day, -1), from.day, addDays(from.day, 1)];
    if (from.duration > 600) days.push(addDays(from.day, 2));
    for (const day of days) {
      for (const next of this.flights(hub, to, day)) {
        if (found.length >= max) return found;
        if (next.depUtc > latest) break;
        if (next.depUtc < earliest) continue;
        if (!compatible(firstCarrier, next.carrier)) continue;
        found.push(next);
      }
    }
    return found;
  }
}

function compatible(a: Carrier, b: Carrier) {
  return a.code === b.code || (!a.lcc && !b.lcc);
}

function itinerary(flights: Flight[], origin: Airport, destination: Airport, km: number): Itinerary {
  const longest = flights.reduce((p, q) => (q.km > p.km ? q : p));
  const first = flights[0] ?? longest;
  const carrier = first.carrier.lcc ? first.carrier : longest.carrier;
  return { flights, carrier, lcc: carrier.lcc, origin, destination, km };
}

/** Morning and evening banks, a thinner midday, and night departures mostly on long sectors. */
function departureMinutes(r: () => number, km: number): number {
  const u = r();
  let hours: number;
  if (u < 0.36) hours = 5.5 + r() * 4;
  else if (u < 0.68) hours = 16.5 + r() * 5;
  else if (u < (km > 4000 ? 0.82 : 0.93)) hours = 9.5 + r() * 7;
  else hours = (21.5 + r() * 5) % 24;
  return Math.round((hours * 60) / 5) * 5;
}

function pickCraft(carrier: Carrier, km: number, r: number): string {
  if (carrier.lcc) {
    if (km < 450 && (carrier.code === '6E' || carrier.code === 'SG') && r < 0.5) return 'ATR72';
    if (carrier.code === 'SG' || carrier.code === 'IX' || carrier.code === 'FZ') return 'B737';
    return km > 1500 && r < 0.6 ? 'A321' : 'A320';
  }
  if (km < 2500) return r < 0.55 ? 'A320' : 'A321';
  if (km < 5000) return r < 0.5 ? 'A321' : 'B787';
  if (carrier.code === 'EK') return 'B777';
  return r < 0.4 ? 'B787' : r < 0.75 ? 'A350' : 'B777';
}

const TERMINALS: Record<string, (carrier: Carrier, international: boolean, n: number) => string> = {
  DEL: (c, intl, n) => (intl || !c.lcc ? '3' : c.code === '6E' && n % 3 === 0 ? '2' : '1'),
  BOM: (c, intl) => (intl || !c.lcc ? '2' : '1'),
  BLR: (c, intl) => (intl || !c.lcc ? '2' : '1'),
  MAA: (_c, intl) => (intl ? '2' : '1'),
  CCU: () => '2',
  HYD: () => '1',
  DXB: (c) => (c.code === 'EK' ? '3' : c.code === 'FZ' ? '2' : '1'),
  LHR: (c) =>
    c.code === 'BA'
      ? '5'
      : ['LH', 'LX', 'AI', 'UK', 'SQ', 'UA', 'AC', 'TG', 'NH', 'ET', 'CA'].includes(c.code)
        ? '2'
        : ['EK', 'CX', 'QF', 'AA', 'DL', 'MH', 'UL', 'KE'].includes(c.code)
          ? '3'
          : '4',
  SIN: (c) => (c.code === 'SQ' ? '3' : ['EK', 'QR', 'TK'].includes(c.code) ? '1' : '2'),
  CDG: (c) => (c.code === 'AF' ? '2E' : '1'),
  FRA: (c) => (['LH', 'LX', 'AI', 'UK', 'SQ', 'TG', 'UA', 'AC', 'ET', 'NH'].includes(c.code) ? '1' : '2'),
  JFK: (c) => (c.code === 'DL' ? '4' : ['BA', 'AA', 'QR', 'CX'].includes(c.code) ? '8' : '1'),
  BKK: () => '1',
  KUL: (c) => (c.code === 'AK' ? '2' : '1'),
};

function terminal(airport: Airport, carrier: Carrier, international: boolean, n: number): string {
  return TERMINALS[airport.iata]?.(carrier, international, n) ?? '';
}
