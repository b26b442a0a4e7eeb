import { addDaysIso, type FdDepartureInput, fdDepartureInput } from '@app/contracts';
import { departureColumns } from '../modules/fixed-departures/fd-manage.service';
import { fixedDepartures } from '../modules/fixed-departures/fixed-departures.schema';
import type { DbOrTx } from '../platform/db/client';

const today = () => new Date().toISOString().slice(0, 10);

/** A departure's input: one way `days` from today on IndiGo DEL → DXB, unless `over` says otherwise. */
export function departureInput(days = 30, over: Partial<FdDepartureInput> = {}): FdDepartureInput {
  const date = addDaysIso(today(), days);
  return {
    tripType: 'oneWay',
    outbound: [
      {
        airlineCode: '6E',
        flightNumber: '1463',
        origin: 'DEL',
        destination: 'DXB',
        departAt: `${date}T09:40`,
        arriveAt: `${date}T12:05`,
      },
    ],
    seatsTotal: 30,
    fareAdult: 1_450_000,
    fareChild: 1_350_000,
    fareInfant: 250_000,
    baggage: '30 KG',
    cabinBaggage: '7 KG',
    blockPnr: 'Q7XK2M',
    isRefundable: true,
    cancellationCharge: 300_000,
    cancellationPolicy: '₹3,000 per passenger up to the day before departure',
    ...over,
  };
}

/** A departure as staff would save it (the same checks and defaults). */
export async function createDeparture(
  db: DbOrTx,
  siteId: string,
  input: FdDepartureInput = departureInput(),
) {
  const [row] = await db
    .insert(fixedDepartures)
    .values({ siteId, ...departureColumns(fdDepartureInput.parse(input)) })
    .returning();
  if (!row) throw new Error('no departure made');
  return row;
}
