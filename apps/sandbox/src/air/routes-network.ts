import { type Airport, distanceKm } from '@app/travel-data';
import { allCarriers, type Carrier, INDIAN_INTERNATIONAL } from './carriers';
import { seeded, unit } from './prng';

/** Indian demand weights: flights per day between two of them ≈ 0.4 × wA × wB (DEL–BOM ≈ 40). */
const INDIA_WEIGHT: Record<string, number> = {
  DEL: 10,
  BOM: 10,
  BLR: 8,
  HYD: 6,
  MAA: 6,
  CCU: 5.5,
  AMD: 4,
  PNQ: 3.5,
  GOI: 3.3,
  COK: 3.3,
  JAI: 2.6,
  LKO: 2.6,
};
const INDIA_TRUNK = new Set(['DEL', 'BOM', 'BLR', 'HYD', 'MAA', 'CCU']);
/** Foreign full-service carriers only reach large Indian airports (bilateral rights). */
const REGIONAL_FSC_KM = 2500;

export type Service = { carrier: Carrier; perDay: number };

/**
 * Which non-stop services exist between two airports, derived by rules from the airport data so any
 * pair in the dataset can be searched. Everything is memoised per pair: the rules only look at the
 * two airports and the carrier list, never at all airports.
 */
export class RouteNetwork {
  readonly airports: Map<string, Airport>;
  readonly connectionPoints: Airport[];
  private readonly services = new Map<string, Service[]>();
  private readonly nearest = new Map<string, string[]>();
  private readonly carriers = allCarriers();
  private readonly feederCountries: Set<string>;
  private readonly foreignHubs: Airport[];

  constructor(
    airports: Airport[],
    readonly seed: string,
  ) {
    this.airports = new Map(airports.map((a) => [a.iata, a]));
    this.feederCountries = new Set(this.carriers.filter((c) => !c.lcc).map((c) => c.country));
    const hubCodes = new Set([...Object.keys(INDIA_WEIGHT), ...this.carriers.flatMap((c) => c.hubs)]);
    this.connectionPoints = [...hubCodes].flatMap((code) => this.airports.get(code) ?? []);
    this.foreignHubs = this.connectionPoints.filter(
      (a) => a.countryCode !== 'IN' && this.carriers.some((c) => !c.lcc && c.hubs.includes(a.iata)),
    );
  }

  airport(code: string): Airport | undefined {
    return this.airports.get(code);
  }

  /** Non-stop services from a to b (same list, mirrored, from b to a). */
  nonstops(a: Airport, b: Airport): Service[] {
    const key = a.iata < b.iata ? `${a.iata}|${b.iata}` : `${b.iata}|${a.iata}`;
    let found = this.services.get(key);
    if (!found) {
      found = a.iata < b.iata ? this.compute(a, b) : this.compute(b, a);
      this.services.set(key, found);
    }
    return found;
  }

  private compute(a: Airport, b: Airport): Service[] {
    if (a.iata === b.iata) return [];
    const km = distanceKm(a, b);
    if (km < 150) return [];
    if (a.countryCode === 'IN' && b.countryCode === 'IN') return this.indianDomestic(a, b);
    const found: Service[] = [];
    for (const carrier of this.carriers) {
      const perDay = this.carrierPerDay(carrier, a, b, km);
      if (perDay > 0) found.push({ carrier, perDay });
    }
    return found;
  }

  private indianDomestic(a: Airport, b: Airport): Service[] {
    const r = seeded(this.seed, 'dom', a.iata, b.iata);
    const weight = (x: Airport) =>
      INDIA_WEIGHT[x.iata] ?? (x.size === 'large' ? 1.6 : x.size === 'medium' ? 0.8 : 0.3);
    let total = Math.round(weight(a) * weight(b) * 0.4 * (0.9 + 0.2 * r()));
    if (total === 0 && (INDIA_TRUNK.has(a.iata) || INDIA_TRUNK.has(b.iata))) total = 1;
    if (total === 0) return [];
    const regional = !(a.iata in INDIA_WEIGHT && b.iata in INDIA_WEIGHT);
    // Regional airports are served mostly by IndiGo and Air India, which is what makes connections there work.
    const regionalBias: Record<string, number> = { '6E': 1.6, AI: 2, IX: 1, SG: 0.6 };
    const domestic = this.carriers
      .filter((c) => c.domesticShare && (!regional || c.code in regionalBias))
      .map((c) => ({
        carrier: c,
        weight: (c.domesticShare ?? 0) * (regional ? (regionalBias[c.code] ?? 1) : 0.6 + 0.8 * r()),
      }));
    const sum = domestic.reduce((s, d) => s + d.weight, 0);
    const counts = new Map<Carrier, number>();
    for (let i = 0; i < total; i++) {
      let pick = r() * sum;
      let chosen = domestic[0];
      for (const d of domestic) {
        chosen = d;
        pick -= d.weight;
        if (pick <= 0) break;
      }
      if (chosen) counts.set(chosen.carrier, (counts.get(chosen.carrier) ?? 0) + 1);
    }
    return [...counts].map(([carrier, perDay]) => ({ carrier, perDay }));
  }

  private carrierPerDay(carrier: Carrier, a: Airport, b: Airport, km: number): number {
    const listed = INDIAN_INTERNATIONAL[carrier.code];
    if (carrier.country === 'IN') {
      if (!listed) return 0;
      const [base, other] = a.countryCode === 'IN' ? [a, b] : [b, a];
      if (!listed.bases.includes(base.iata) || !listed.destinations.includes(other.iata)) return 0;
      return base.iata === 'DEL' || base.iata === 'BOM' ? 1 + this.coin(carrier, a, b) : 1;
    }
    const aHub = carrier.hubs.includes(a.iata);
    const bHub = carrier.hubs.includes(b.iata);
    if (!aHub && !bHub) return 0;
    if (aHub && bHub) return 2 + this.coin(carrier, a, b);
    const [hub, other] = aHub ? [a, b] : [b, a];
    if (km > carrier.range) return 0;
    const india = other.countryCode === 'IN';
    if (other.size === 'large') {
      const dense = km < 3500 ? 1 : 0;
      return 1 + dense + this.coin(carrier, a, b) + (india && km < 3500 ? 1 : 0);
    }
    if (carrier.lcc) return other.size === 'medium' && !india ? 1 : 0;
    if (india) return 0;
    if (other.countryCode === carrier.country) return 1 + this.coin(carrier, a, b);
    if (other.size === 'medium' && km < REGIONAL_FSC_KM) return 1;
    // Airports no airline in this list calls home: the two nearest foreign hubs feed them daily.
    if (!this.feederCountries.has(other.countryCode) && this.nearestHubs(other).includes(hub.iata)) return 1;
    return 0;
  }

  private coin(carrier: Carrier, a: Airport, b: Airport) {
    return unit(this.seed, 'freq', carrier.code, a.iata, b.iata) < 0.5 ? 0 : 1;
  }

  private nearestHubs(x: Airport): string[] {
    let found = this.nearest.get(x.iata);
    if (!found) {
      found = this.foreignHubs
        .map((h) => ({ code: h.iata, km: distanceKm(h, x) }))
        .sort((p, q) => p.km - q.km)
        .slice(0, 2)
        .map((h) => h.code);
      this.nearest.set(x.iata, found);
    }
    return found;
  }
}
