import {
  addDaysIso,
  defaultFdDeadlines,
  FD_MSG,
  type FdDepartureInput,
  type FdLeg,
  type FdStaffDepartureView,
  fdDepartureInput,
} from '@app/contracts';
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { UserRow } from '../accounts/accounts.schema';
import { findDefaultGroupId, listRulesOfKinds } from '../markup/markup.queries';
import { fdPricer } from './fd-pricing';
import { staffDepartureView } from './fd-views';
import { type FixedDepartureRow, fdBookings, fixedDepartures } from './fixed-departures.schema';

type SavedInput = z.output<typeof fdDepartureInput>;

/** A departure's columns from what staff entered: the sector, dates and deadlines follow its flights. */
export function departureColumns(input: SavedInput) {
  const first = input.outbound[0] as FdLeg;
  const lastOut = input.outbound.at(-1) as FdLeg;
  const departureDate = first.departAt.slice(0, 10);
  const defaults = defaultFdDeadlines(departureDate);
  return {
    tripType: input.tripType,
    origin: first.origin,
    destination: lastOut.destination,
    airlineCode: first.airlineCode,
    outbound: input.outbound,
    inbound: input.tripType === 'roundTrip' ? input.inbound : [],
    departureDate,
    returnDate: input.tripType === 'roundTrip' ? (input.inbound[0]?.departAt.slice(0, 10) ?? null) : null,
    seatsTotal: input.seatsTotal,
    fareAdult: input.fareAdult,
    fareChild: input.fareChild,
    fareInfant: input.fareInfant,
    baggage: input.baggage,
    cabinBaggage: input.cabinBaggage,
    blockPnr: input.blockPnr,
    isRefundable: input.isRefundable,
    cancellationCharge: input.isRefundable ? input.cancellationCharge : 0,
    cancellationPolicy: input.cancellationPolicy,
    nameListDeadline: input.nameListDeadline ?? defaults.nameListDeadline,
    releaseDate: input.releaseDate ?? defaults.releaseDate,
  };
}

/** Every leg moved by whole days, times of day kept: a departure copied to another date. */
const shiftLeg = (leg: FdLeg, days: number): FdLeg => ({
  ...leg,
  departAt: `${addDaysIso(leg.departAt.slice(0, 10), days)}${leg.departAt.slice(10)}`,
  arriveAt: `${addDaysIso(leg.arriveAt.slice(0, 10), days)}${leg.arriveAt.slice(10)}`,
});
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * Staff's fixed departures (issue 15): list with seats sold, held and left and the fill rate, create
 * and edit, copy to more dates, close, and save many at once (the sheet import: all or none).
 */
export function createFdManageService({ db }: { db: Db }) {
  async function find(siteId: string, id: string) {
    const [row] = await db
      .select()
      .from(fixedDepartures)
      .where(and(eq(fixedDepartures.id, id), eq(fixedDepartures.siteId, siteId)));
    if (!row) throw notFound(FD_MSG.notFound);
    return row;
  }

  async function views(siteId: string, rows: FixedDepartureRow[]): Promise<FdStaffDepartureView[]> {
    const [rules, groupId] = await Promise.all([
      listRulesOfKinds(db, siteId, ['fixedDeparture']),
      findDefaultGroupId(db, siteId),
    ]);
    const ids = rows.map((r) => r.id);
    const counted =
      ids.length === 0
        ? []
        : await db
            .select({ id: fdBookings.departureId, n: count() })
            .from(fdBookings)
            .where(
              and(
                inArray(fdBookings.departureId, ids),
                inArray(fdBookings.status, ['reserved', 'confirmed']),
              ),
            )
            .groupBy(fdBookings.departureId);
    const bookings = new Map(counted.map((c) => [c.id, c.n]));
    const pricer = fdPricer(rules, {
      groupId,
      isDomestic: true,
      cabinClass: 2,
      today: new Date().toISOString().slice(0, 10),
    });
    return rows.map((r) => staffDepartureView(r, pricer, bookings.get(r.id) ?? 0));
  }

  /** Inserts many in one transaction: the import and the copies are all or nothing. */
  async function insertAll(tx: DbOrTx, siteId: string, inputs: SavedInput[]) {
    if (inputs.length === 0) return [];
    const rows = await tx
      .insert(fixedDepartures)
      .values(inputs.map((input) => ({ siteId, ...departureColumns(input) })))
      .returning({ id: fixedDepartures.id });
    return rows.map((r) => r.id);
  }

  return {
    insertAll,

    async list(siteId: string, filters: { from?: string; status?: FixedDepartureRow['status'] }) {
      const rows = await db
        .select()
        .from(fixedDepartures)
        .where(
          and(
            eq(fixedDepartures.siteId, siteId),
            filters.from ? gte(fixedDepartures.departureDate, filters.from) : undefined,
            filters.status ? eq(fixedDepartures.status, filters.status) : undefined,
          ),
        )
        .orderBy(fixedDepartures.departureDate, fixedDepartures.origin)
        .limit(500);
      return { departures: await views(siteId, rows) };
    },

    /**
     * Creates a departure, or edits one: its seats never below what is sold or held (the update is
     * conditional on it, so a sale racing the edit cannot be lost).
     */
    async save(user: UserRow, raw: FdDepartureInput) {
      const parsed = fdDepartureInput.safeParse(raw);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? FD_MSG.legsRequired);
      const input = parsed.data;
      if (!input.id) {
        const [id] = await insertAll(db, user.siteId, [input]);
        return { id: id ?? '', message: FD_MSG.saved };
      }
      const current = await find(user.siteId, input.id);
      const [saved] = await db
        .update(fixedDepartures)
        .set({ ...departureColumns(input), updatedAt: new Date() })
        .where(
          and(
            eq(fixedDepartures.id, current.id),
            sql`${fixedDepartures.seatsSold} + ${fixedDepartures.seatsHeld} <= ${input.seatsTotal}`,
          ),
        )
        .returning({ id: fixedDepartures.id });
      if (!saved) throw conflict(FD_MSG.seatsBelowSold(current.seatsSold + current.seatsHeld));
      return { id: saved.id, message: FD_MSG.saved };
    },

    /** The same block on other dates: every leg moved by the same number of days, nothing sold. */
    async copy(siteId: string, id: string, dates: string[]) {
      const source = await find(siteId, id);
      const copies = dates.map((date) => {
        const days = daysBetween(source.departureDate, date);
        return {
          tripType: source.tripType,
          outbound: source.outbound.map((leg) => shiftLeg(leg, days)),
          inbound: source.inbound.map((leg) => shiftLeg(leg, days)),
          seatsTotal: source.seatsTotal,
          fareAdult: source.fareAdult,
          fareChild: source.fareChild,
          fareInfant: source.fareInfant,
          baggage: source.baggage,
          cabinBaggage: source.cabinBaggage,
          blockPnr: source.blockPnr,
          isRefundable: source.isRefundable,
          cancellationCharge: source.cancellationCharge,
          cancellationPolicy: source.cancellationPolicy,
          nameListDeadline: addDaysIso(source.nameListDeadline, days),
          releaseDate: addDaysIso(source.releaseDate, days),
        };
      });
      const ids = await db.transaction((tx) => insertAll(tx, siteId, copies));
      return { ids, message: FD_MSG.copied(ids.length) };
    },

    /** Closed for booking; what is sold stays sold. */
    async close(siteId: string, id: string) {
      await find(siteId, id);
      await db
        .update(fixedDepartures)
        .set({ status: 'closed', updatedAt: new Date() })
        .where(and(eq(fixedDepartures.id, id), eq(fixedDepartures.status, 'open')));
      return { message: FD_MSG.closedNow };
    },

    /**
     * The confirmed passengers of a departure, for the airline's name list, in booking order: those
     * booked after its deadline come last, marked as late additions (decision 0060).
     */
    async nameList(siteId: string, id: string) {
      const departure = await find(siteId, id);
      const booked = await db
        .select()
        .from(fdBookings)
        .where(and(eq(fdBookings.departureId, id), eq(fdBookings.status, 'confirmed')))
        .orderBy(fdBookings.lateAddition, fdBookings.createdAt);
      return {
        departure,
        passengers: booked.flatMap((b) => b.passengers.map((p) => ({ ...p, lateAddition: b.lateAddition }))),
      };
    },
  };
}
export type FdManageService = ReturnType<typeof createFdManageService>;
