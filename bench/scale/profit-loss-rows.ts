/**
 * The rows profit and loss sums, for one site at scale (issue 25): bookings first…last paid in their
 * order between `from` and `to` (so a day's rows lie together in the tables, as rows written day by
 * day do), one statement per batch (INSERT … SELECT over generate_series, every table at once through
 * data-modifying CTEs). Each booking's figures come from hashes of its number, so a batch is the same
 * whenever it is made. Of the bookings:
 * - 70 % flights, 10 % fixed departures, 8 % activities, 6 % packages, 3 % visas, 3 % DMC karts;
 * - 92 % fulfilled, 4 % cancelled, 3 % failed, 1 % still pending; paid ₹3,000–15,000 from the wallet;
 * - a failed or pending item is refunded whole (the core's item refund), a cancelled one 60 %, and 3 %
 *   of the fulfilled ones 20 % (a partial refund), 90 % of refunds settled up to 10 days later;
 * - a cancelled flight has its leg and the airline's completed refund (70 %, our ₹250 fee), a cancelled
 *   fixed departure its seats back with a ₹3,000 charge, up to 10 days after the sale.
 */
import type pg from 'pg';

export type ProfitLossLoad = {
  siteId: string;
  /** the buyers, taken in turn */
  userIds: string[];
  /** the departure every fixed-departure booking is on */
  departureId: string;
  /** the bookings' numbers, first and last inclusive (their ids are PLB<n>) */
  first: number;
  last: number;
  /** the first booking is paid at `from`, the last just before `to` */
  from: Date;
  to: Date;
};

/** A uniform [0, 1) of the booking's number and `k`, the same in every statement. */
const u = (k: number) => `((hashint8(g::bigint * 16 + ${k}) & 2147483647)::float8 / 2147483648)`;

const BATCH = `
WITH b AS MATERIALIZED (
  SELECT g, 'PLB' || g AS id, ($2::text[])[1 + g % cardinality($2::text[])] AS user_id,
    $4::timestamptz + ($5::timestamptz - $4::timestamptz) * ((g - $6 + ${u(1)}) / ($7 - $6 + 1)) AS paid_at,
    CASE WHEN ${u(2)} < 0.70 THEN 'flight' WHEN ${u(2)} < 0.80 THEN 'fixedDeparture'
      WHEN ${u(2)} < 0.88 THEN 'activity' WHEN ${u(2)} < 0.94 THEN 'package'
      WHEN ${u(2)} < 0.97 THEN 'visa' ELSE 'dmcKart' END AS product,
    300000 + floor(${u(3)} * 1200000)::int AS total,
    CASE WHEN ${u(4)} < 0.92 THEN 'fulfilled' WHEN ${u(4)} < 0.96 THEN 'cancelled'
      WHEN ${u(4)} < 0.99 THEN 'failed' ELSE 'pending' END AS state,
    ${u(5)} AS u_refund, ${u(6)} AS u_later, ${u(7)} AS u_settled
  FROM generate_series($6::int, $7::int) g
), p AS MATERIALIZED (
  SELECT b.*, total / 20 AS markup, total / 20 * 18 / 100 AS gst,
    CASE product WHEN 'flight' THEN 1000 ELSE 0 END AS commission,
    least(greatest($5::timestamptz, now()), paid_at + u_later * 10 * interval '1 day') AS later_at,
    CASE WHEN state IN ('failed', 'pending') THEN total WHEN state = 'cancelled' THEN total * 6 / 10
      WHEN u_refund < 0.03 THEN total / 5 END AS refund
  FROM b
), o AS (
  INSERT INTO orders (id, site_id, reference, user_id, status, payment_method, amount, expires_at, paid_at,
    completed_at, created_at)
  SELECT id, $1, id, user_id, 'completed', 'wallet', total, paid_at + interval '15 minutes', paid_at, paid_at,
    paid_at FROM p
), pay AS (
  INSERT INTO payments (id, site_id, order_id, method, amount, state, created_at, settled_at)
  SELECT id, $1, id, 'wallet', total, 'paid', paid_at, paid_at FROM p
), i AS (
  INSERT INTO order_items (id, site_id, order_id, position, product_kind, supplier_code, state, net, markup,
    discount, gst_on_markup, commission, tds, fees, total, created_at)
  SELECT id || '-0', $1, id, 0, product, 'OWN', state, total - markup - gst - 5000 + commission - commission / 20,
    markup, 0, gst, commission, commission / 20, 5000, total, paid_at FROM p
), r AS (
  INSERT INTO refunds (id, site_id, order_id, order_item_id, user_id, method, amount, reason, state, reference,
    payment_id, created_at, settled_at)
  SELECT id || '-R', $1, id, id || '-0', user_id, 'wallet', refund, 'cancelled',
    CASE WHEN u_settled < 0.9 THEN 'settled' ELSE 'sent' END,
    CASE WHEN state IN ('failed', 'pending') THEN id || ':0' ELSE id || ':cancel' END,
    id, later_at, CASE WHEN u_settled < 0.9 THEN later_at END
  FROM p WHERE refund IS NOT NULL
), leg AS (
  INSERT INTO flight_bookings (id, site_id, order_id, order_item_id, user_id, leg_index, search_id, source,
    is_lcc, is_domestic, status, origin, destination, airline_code, travel_date, fare, segments, passengers,
    accounting, created_at)
  SELECT id || '-L', $1, id, id || '-0', user_id, 0, id, '6E', true, true, 'cancelled', 'DEL', 'BOM', '6E',
    (paid_at + interval '20 days')::date, '{}', '[]', '[]',
    jsonb_build_object('middleManWl', total - markup, 'endCustomer', total), paid_at
  FROM p WHERE product = 'flight' AND state = 'cancelled'
), cr AS (
  INSERT INTO change_requests (id, site_id, booking_id, supplier_change_request_id, request_type, remarks,
    status, status_text, refunded_amount, refund_settled, site_fee, refunded_at, created_by_id, created_at)
  SELECT id || '-C', $1, id || '-L', g, 1, 'Plans changed', 4, 'Completed', total * 7 / 10, true, 25000,
    later_at, user_id, paid_at
  FROM p WHERE product = 'flight' AND state = 'cancelled'
), fd AS (
  INSERT INTO fd_bookings (id, site_id, departure_id, order_id, order_item_id, user_id, passengers, seats,
    amount, status, cancelled_at, cancellation_charge, created_at)
  SELECT id || '-F', $1, $3, id, id || '-0', user_id, '[]', 1, total,
    CASE WHEN state = 'cancelled' THEN 'cancelled' ELSE 'confirmed' END,
    CASE WHEN state = 'cancelled' THEN later_at END, CASE WHEN state = 'cancelled' THEN 300000 ELSE 0 END,
    paid_at
  FROM p WHERE product = 'fixedDeparture'
)
SELECT count(*)::int AS n FROM p`;

/** Writes bookings first…last (see the file's head); answers how many. */
export async function insertProfitLossRows(db: pg.Pool | pg.PoolClient, load: ProfitLossLoad) {
  const { rows } = await db.query<{ n: number }>(BATCH, [
    load.siteId,
    load.userIds,
    load.departureId,
    load.from,
    load.to,
    load.first,
    load.last,
  ]);
  return rows[0]?.n ?? 0;
}

/** The tables whose triggers mark profit and loss days dirty (migration profit_loss_rollup). */
export const MARKED_TABLES = [
  'payments',
  'refunds',
  'order_items',
  'change_requests',
  'flight_bookings',
  'fd_bookings',
];
