/**
 * The rows of the staff lists, for one site at scale (issue 25, decision 0070): n of each kind, made
 * first…last in order between `from` and `to` (so rows written day by day lie together, as they do),
 * one INSERT … SELECT over generate_series per kind and batch. Every figure comes from a hash of the
 * row's number, so a batch is the same whenever it is made. Ids and references carry the load's
 * `tag`, so two sites' loads never collide. Of the kinds:
 * - orders: an order, its item, one payment (80 % at the gateway) and one refund each, the lists of
 *   payments and refunds; the other kinds hang on these orders (their foreign keys need them);
 * - flight bookings on every tenth order, ten change requests each, and a cancellation review on
 *   every thousandth (the change-request queue);
 * - fixed-departure bookings, one per order, 1–3 named travellers, across the load's departures;
 * - attention cases, one per order, 2 % still open;
 * - wallet entries, audit entries, sent mails and wallet deposits, across the load's users.
 * Load `orders` over the whole range before the kinds that hang on them.
 */
import type pg from 'pg';

export type ListLoad = {
  siteId: string;
  /** prefixes every id and reference of the load */
  tag: string;
  /** the customers, taken in turn */
  userIds: string[];
  /** the staff member who decided, created and resolved */
  staffId: string;
  departureIds: string[];
  first: number;
  last: number;
  from: Date;
  to: Date;
};

export const LIST_KINDS = [
  'orders',
  'changeRequests',
  'fdBookings',
  'attention',
  'wallet',
  'audit',
  'outbox',
  'deposits',
] as const;
export type ListKind = (typeof LIST_KINDS)[number];

/** A uniform [0, 1) of the row's number (or the expression `of`) and `k`, the same in every statement. */
const u = (k: number, of = 'g') =>
  `((hashint8((${of})::bigint * 16 + ${k}) & 2147483647)::float8 / 2147483648)`;
/** One of `values`, by hash k. */
const pick = (k: number, values: readonly string[], of = 'g') =>
  `(ARRAY[${values.map((v) => `'${v}'`).join(',')}])[1 + floor(${u(k, of)} * ${values.length})::int]`;

const NAMES = ['Aarav', 'Diya', 'Kabir', 'Meera', 'Rohan', 'Sara', 'Vikram', 'Anaya', 'Ishaan', 'Zoya'];
const SURNAMES = ['Sharma', 'Iyer', 'Khan', 'Patel', 'Reddy', 'Das', 'Gill', 'Nair', 'Bose', 'Rao'];

// $1 site, $2 tag, $3 users, $4 staff, $5 departures, $6 from, $7 to, $8 first, $9 last
const rows = `SELECT g, $2 || g AS id, ($3::text[])[1 + g % cardinality($3::text[])] AS user_id,
    $6::timestamptz + ($7::timestamptz - $6::timestamptz) * ((g - $8 + ${u(1)}) / ($9 - $8 + 1)) AS at,
    $4::text AS staff_id, $5::text[] AS departure_ids
  FROM generate_series($8::int, $9::int) g`;

const BATCHES: Record<ListKind, string> = {
  orders: `
WITH b AS MATERIALIZED (
  SELECT r.*, CASE WHEN ${u(2)} < 0.8 THEN 'gateway' ELSE 'wallet' END AS method,
    300000 + floor(${u(3)} * 1200000)::int AS total, ${u(4)} AS u_state, ${u(5)} AS u_refund
  FROM (${rows}) r
), o AS (
  INSERT INTO orders (id, site_id, reference, user_id, status, payment_method, amount, expires_at, paid_at,
    completed_at, created_at)
  SELECT id || 'O', $1, $2 || lpad(g::text, 8, '0'), user_id, 'completed', method, total,
    at + interval '15 minutes', at, at, at FROM b
), i AS (
  INSERT INTO order_items (id, site_id, order_id, position, product_kind, supplier_code, state, net, markup,
    discount, gst_on_markup, commission, tds, fees, total, created_at)
  SELECT id || 'I', $1, id || 'O', 0, CASE WHEN g % 10 = 0 THEN 'flight' ELSE 'fixedDeparture' END, 'OWN',
    'fulfilled', total - total / 20, total / 20, 0, 0, 0, 0, 0, total, at FROM b
), p AS (
  INSERT INTO payments (id, site_id, order_id, method, amount, state, provider, provider_transaction_id,
    created_at, settled_at)
  SELECT id || 'P', $1, id || 'O', method, total,
    CASE WHEN u_state < 0.85 THEN 'paid' WHEN u_state < 0.9 THEN 'pending' WHEN u_state < 0.95 THEN 'failed'
      ELSE 'closed' END,
    CASE WHEN method = 'gateway' THEN 'razorpay' END, CASE WHEN method = 'gateway' THEN 'pay_' || id END,
    at, CASE WHEN u_state < 0.85 THEN at END FROM b
)
INSERT INTO refunds (id, site_id, order_id, order_item_id, user_id, method, amount, reason, state, reference,
  payment_id, created_at, settled_at)
SELECT id || 'R', $1, id || 'O', id || 'I', user_id, method, total / 5, 'cancelled',
  CASE WHEN u_refund < 0.8 THEN 'settled' WHEN u_refund < 0.9 THEN 'sent' WHEN u_refund < 0.97 THEN 'requested'
    ELSE 'failed' END,
  id || ':refund', id || 'P', at + interval '1 hour', CASE WHEN u_refund < 0.8 THEN at + interval '2 days' END
FROM b`,
  changeRequests: `
WITH r AS MATERIALIZED (${rows}), leg AS (
  INSERT INTO flight_bookings (id, site_id, order_id, order_item_id, user_id, leg_index, search_id, source,
    is_lcc, is_domestic, status, origin, destination, airline_code, travel_date, fare, segments, passengers,
    accounting, created_at)
  SELECT id || 'L', $1, id || 'O', id || 'I', user_id, 0, id, '6E', true, true, 'ticketed', 'DEL', 'BOM',
    '6E', (at + interval '20 days')::date, '{}', '[]', '[]',
    jsonb_build_object('middleManWl', 1000, 'endCustomer', 1000), at
  FROM r WHERE g % 10 = 0
), review AS (
  INSERT INTO cancellation_reviews (id, site_id, booking_id, request_type, passengers, sectors, remarks,
    created_by_id, created_at)
  SELECT id || 'V', $1, id || 'L', 1, '[]', '[]', 'Please cancel', user_id, at FROM r WHERE g % 1000 = 0
)
INSERT INTO change_requests (id, site_id, booking_id, supplier_change_request_id, request_type, remarks,
  status, status_text, created_by_id, created_at)
SELECT id || 'C', $1, $2 || (((g - 1) / 10 + 1) * 10) || 'L', g, 1 + g % 3, 'Plans changed',
  1 + floor(${u(2)} * 4)::int, 'Pending', user_id, at
FROM r`,
  fdBookings: `
INSERT INTO fd_bookings (id, site_id, departure_id, order_id, order_item_id, user_id, passengers, seats,
  amount, status, late_addition, created_at)
SELECT id || 'F', $1, ($5::text[])[1 + floor(${u(2)} * cardinality($5::text[]))::int], id || 'O', id || 'I',
  user_id, p.passengers, jsonb_array_length(p.passengers), 500000,
  CASE WHEN ${u(3)} < 0.85 THEN 'confirmed' WHEN ${u(3)} < 0.95 THEN 'cancelled' ELSE 'reserved' END,
  ${u(4)} < 0.01, at
FROM (${rows}) r, LATERAL (
  SELECT jsonb_agg(jsonb_build_object('title', 'Mr', 'firstName', ${pick(5, NAMES, 'g * 4 + n')},
    'lastName', ${pick(6, SURNAMES, 'g * 4 + n')}, 'paxType', 'adult')) AS passengers
  FROM generate_series(1, 1 + g % 3) n
) p`,
  attention: `
INSERT INTO attention_items (id, site_id, order_id, kind, summary, tried, actions, opened_at, resolved_at,
  resolved_by_id, resolution)
SELECT id || 'A', $1, id || 'O', ${pick(2, ['refund-failed', 'payment-mismatch', 'left-mid-booking', 'supplier-silent'])},
  'Money taken and no ticket for order ' || id, '[]', '[]', at,
  CASE WHEN ${u(3)} >= 0.02 THEN at + interval '1 day' END, CASE WHEN ${u(3)} >= 0.02 THEN $4 END,
  CASE WHEN ${u(3)} >= 0.02 THEN 'Refunded' END
FROM (${rows}) r`,
  wallet: `
INSERT INTO wallet_ledger (id, site_id, user_id, amount, kind, reference, description, created_by_id, created_at)
SELECT id || 'W', $1, user_id,
  CASE WHEN ${u(2)} < 0.4 THEN 1 ELSE -1 END * (10000 + floor(${u(3)} * 1000000)::int),
  CASE WHEN ${u(2)} < 0.3 THEN 'topup' WHEN ${u(2)} < 0.4 THEN 'refund' ELSE 'booking' END, id || 'W',
  'Payment for booking ' || id, CASE WHEN ${u(2)} < 0.3 THEN $4 END, at
FROM (${rows}) r`,
  audit: `
INSERT INTO audit_log (id, site_id, actor_id, actor_label, ip, action, target_kind, target_id, summary, before,
  after, created_at)
SELECT id || 'U', $1, $4, 'staff' || (g % 20) || '@example.test', '10.0.0.' || (g % 200),
  ${pick(2, ['settings.save', 'wallet.credit', 'wallet.debit', 'markup.save', 'markup.delete', 'customers.update', 'permissions.grant', 'bookings.cancel'])},
  'user', user_id, 'Changed the record of ' || user_id || ' (' || id || ')',
  jsonb_build_object('amount', g % 1000, 'note', 'before'), jsonb_build_object('amount', g % 997, 'note', 'after'),
  at
FROM (${rows}) r`,
  outbox: `
INSERT INTO outbox_emails (id, site_id, "to", subject, text, html, transport, sent_at, created_at)
SELECT id || 'M', $1, 'customer' || (g % 5000) || '@example.test', 'Your booking ' || id || ' is confirmed',
  repeat('Thank you for booking with us. ', 15) || id, '<p>' || repeat('Thank you for booking with us. ', 40) || '</p>',
  'outbox', at, at
FROM (${rows}) r`,
  deposits: `
INSERT INTO wallet_deposits (id, site_id, user_id, amount, bank_reference, transferred_on, remarks, slip, state,
  rejection_reason, decided_by_id, decided_at, created_at)
SELECT id || 'D', $1, user_id, 1000000 + floor(${u(2)} * 9000000)::int, 'UTR' || upper($2) || g, at::date,
  'NEFT', CASE WHEN g % 50 = 0 THEN 'data:image/png;base64,' || repeat('A', 2000) END,
  CASE WHEN ${u(3)} < 0.05 THEN 'pending' WHEN ${u(3)} < 0.9 THEN 'confirmed' ELSE 'rejected' END,
  CASE WHEN ${u(3)} >= 0.9 THEN 'No such transfer' END, CASE WHEN ${u(3)} >= 0.05 THEN $4 END,
  CASE WHEN ${u(3)} >= 0.05 THEN at + interval '3 hours' END, at
FROM (${rows}) r`,
};

/** Writes rows first…last of one kind (see the file's head). */
export async function insertListRows(db: pg.Pool | pg.PoolClient, kind: ListKind, load: ListLoad) {
  const result = await db.query(BATCHES[kind], [
    load.siteId,
    load.tag,
    load.userIds,
    load.staffId,
    load.departureIds,
    load.from,
    load.to,
    load.first,
    load.last,
  ]);
  return result.rowCount ?? 0;
}
