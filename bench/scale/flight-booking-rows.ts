/**
 * A busy site's customers and flight bookings (issue 25, decision 0066), written in the style of
 * profit-loss-rows.ts: one INSERT … SELECT over generate_series per batch, every table at once
 * through data-modifying CTEs, each row's values from hashes of its number (the same rows whenever
 * they are made). Of the customers (ids `<prefix>U<n>`, created over the three years before `to`):
 * - 70 % retail, 25 % travel agents, 5 % corporates; agents and corporates have a company;
 * - each a primary mobile number, an e-mail and a first and last name from short lists.
 * Of the bookings (ids `<prefix>B<n>`, one leg of one order each, made in order over [from, to)):
 * - bought by customer 1 + ⌊customers × u³⌋ (so a few agencies book thousands, most people once);
 * - 80 % ticketed, 6 % cancelled, 2 % with a change request, 5 % held, 4 % released, 3 % failed;
 * - ten airlines, 6E the most (40 %) and BA the least (1 %), the first five domestic;
 * - travel 1–90 days after booking; 1–3 passengers, names from 60 first and 80 last names;
 * - a 6-character PNR (none when failed) and, once ticketed, a 13-digit ticket number per passenger;
 * - a fare of ~2 KB of JSON, as a real one weighs, which no list should read.
 * The side tables (flight_booking_refs, flight_booking_names) are filled by the bookings' trigger,
 * or, when the caller disables it for a bulk load, by `backfillSearchTables` (the migration's own SQL).
 */
import type pg from 'pg';

export type FlightBookingLoad = {
  siteId: string;
  /** the ids' prefix, so that several sites' rows can share the tables */
  prefix: string;
  customers: number;
  /** the bookings' numbers, first and last inclusive */
  first: number;
  last: number;
  /** of all the bookings (so that every batch spreads its rows over the same span) */
  total: number;
  from: Date;
  to: Date;
};

/** A uniform [0, 1) of the row's number and `k`, the same in every statement. */
const u = (k: number) => `((hashint8(g::bigint * 16 + ${k}) & 2147483647)::float8 / 2147483648)`;
const pick = (list: string, k: number) => `(${list})[1 + floor(${u(k)} * cardinality(${list}))::int]`;

const FIRST_NAMES = `array['Aarav','Vivaan','Aditya','Vihaan','Arjun','Sai','Reyansh','Ayaan','Krishna','Ishaan',
  'Shaurya','Atharv','Advik','Pranav','Advait','Dhruv','Kabir','Ritvik','Aarush','Kiaan','Darsh','Veer','Rohan',
  'Rahul','Amit','Suresh','Ramesh','Vikram','Anil','Sunil','Aadhya','Ananya','Diya','Pari','Anika','Navya',
  'Myra','Sara','Ira','Aarohi','Riya','Kiara','Saanvi','Meera','Priya','Neha','Pooja','Sneha','Kavya','Divya',
  'Zoya','Fatima','Aisha','Mohammed','Imran','Farhan','John','Maria','David','Sophia']`;
const LAST_NAMES = `array['Sharma','Verma','Gupta','Singh','Kumar','Patel','Shah','Mehta','Iyer','Nair','Reddy',
  'Rao','Das','Bose','Ghosh','Chatterjee','Banerjee','Mukherjee','Sen','Dutta','Joshi','Kulkarni','Deshpande',
  'Patil','Pawar','Jadhav','Chavan','Shinde','More','Gaikwad','Khan','Ahmed','Ali','Sheikh','Qureshi','Ansari',
  'Mishra','Pandey','Tiwari','Dubey','Tripathi','Shukla','Srivastava','Saxena','Agarwal','Jain','Bansal',
  'Goyal','Mittal','Khanna','Kapoor','Malhotra','Chopra','Arora','Bhatia','Sethi','Anand','Menon','Pillai',
  'Varghese','Thomas','George','Mathew','Fernandes','Dsouza','Pereira','Gomes','Naidu','Hegde','Shetty',
  'Kamath','Bhat','Acharya','Chauhan','Rathore','Yadav','Thakur','Chaudhary','Grewal','Gill']`;

const CUSTOMERS = `
WITH c AS MATERIALIZED (
  SELECT g, $2 || 'U' || g AS id,
    CASE WHEN ${u(1)} < 0.70 THEN 'retail' WHEN ${u(1)} < 0.95 THEN 'travelAgent' ELSE 'corporate' END AS user_type,
    ${pick(FIRST_NAMES, 2)} AS first_name, ${pick(LAST_NAMES, 3)} AS last_name,
    $5::timestamptz - interval '3 years' * ((($3 - g) + ${u(4)}) / $3) AS created_at
  FROM generate_series($4::int, $3::int) g
), le AS (
  INSERT INTO legal_entities (id, site_id, company_name)
  SELECT id || '-LE', $1, last_name || ' ' || (array['Travels','Tours','Holidays','Journeys','Corp'])[1 + g % 5]
    || ' ' || g FROM c WHERE user_type <> 'retail'
), u AS (
  INSERT INTO users (id, site_id, first_name, last_name, email, user_type, status, legal_entity_id, created_at)
  SELECT id, $1, first_name, last_name, lower(first_name || '.' || last_name || '.' || g || '@bench.test'),
    user_type, 'verified', CASE WHEN user_type <> 'retail' THEN id || '-LE' END, created_at FROM c
), ph AS (
  INSERT INTO phone_numbers (id, site_id, user_id, label, phone_number, phone_country_code)
  SELECT id || '-P', $1, id, 'Primary', (9000000000 + (hashint8(g::bigint) & 2147483647) % 1000000000)::text,
    '+91' FROM c
)
SELECT count(*)::int AS n FROM c`;

const AIRLINES = `array['6E','6E','6E','6E','6E','6E','6E','6E','AI','AI','AI','AI','UK','UK','SG','SG','QP','EK',
  'QR','SQ']`;
const AIRLINE_NAMES = `jsonb_build_object('6E','IndiGo','AI','Air India','UK','Vistara','SG','SpiceJet',
  'QP','Akasa Air','EK','Emirates','QR','Qatar Airways','SQ','Singapore Airlines','LH','Lufthansa',
  'BA','British Airways')`;
const CITIES = `array['DEL','BOM','BLR','MAA','CCU','HYD','GOI','PNQ','AMD','COK']`;
const ABROAD = `array['DXB','DOH','SIN','LHR','FRA','BKK','KUL','JFK']`;

const BOOKINGS = `
WITH b AS MATERIALIZED (
  SELECT g, $2 || 'B' || g AS id, $2 || 'U' || (1 + floor($3::int * power(${u(1)}, 3))::int) AS user_id,
    $4::timestamptz + ($5::timestamptz - $4::timestamptz) * ((g - 1 + ${u(2)}) / $8) AS created_at,
    CASE WHEN ${u(3)} < 0.80 THEN 'ticketed' WHEN ${u(3)} < 0.86 THEN 'cancelled'
      WHEN ${u(3)} < 0.88 THEN 'changeRequested' WHEN ${u(3)} < 0.93 THEN 'held'
      WHEN ${u(3)} < 0.97 THEN 'released' ELSE 'failed' END AS status,
    -- 1 % BA, 1 % LH, else the weighted list
    CASE WHEN ${u(4)} < 0.01 THEN 'BA' WHEN ${u(4)} < 0.02 THEN 'LH' ELSE ${pick(AIRLINES, 5)} END AS airline,
    1 + floor(${u(6)} * 90)::int AS days_ahead,
    1 + floor(power(${u(7)}, 2) * 3)::int AS pax,
    300000 + floor(${u(8)} * 1200000)::int AS total
  FROM generate_series($6::int, $7::int) g
), p AS MATERIALIZED (
  SELECT b.*, airline IN ('6E','AI','UK','SG','QP') AS domestic,
    CASE WHEN status = 'failed' THEN NULL ELSE upper(substr(md5(id), 1, 6)) END AS pnr,
    ${pick(CITIES, 9)} AS origin,
    CASE WHEN airline IN ('6E','AI','UK','SG','QP') THEN ${pick(CITIES, 10)} ELSE ${pick(ABROAD, 10)} END
      AS destination,
    CASE status WHEN 'ticketed' THEN 'fulfilled' WHEN 'changeRequested' THEN 'fulfilled'
      WHEN 'cancelled' THEN 'cancelled' WHEN 'held' THEN 'held' WHEN 'released' THEN 'released'
      ELSE 'failed' END AS item_state
  FROM b
), o AS (
  INSERT INTO orders (id, site_id, reference, user_id, status, payment_method, amount, expires_at, paid_at,
    completed_at, created_at)
  SELECT id, $1, id, user_id, CASE WHEN status IN ('held') THEN 'held' ELSE 'completed' END, 'wallet', total,
    created_at + interval '15 minutes', created_at, created_at, created_at FROM p
), i AS (
  INSERT INTO order_items (id, site_id, order_id, position, product_kind, supplier_code, state, net, markup,
    total, created_at)
  SELECT id || '-0', $1, id, 0, 'flight', 'TBO', item_state, total - total / 20, total / 20, total, created_at
  FROM p
)
INSERT INTO flight_bookings (id, site_id, order_id, order_item_id, user_id, leg_index, search_id, source,
  is_lcc, is_domestic, supplier_booking_id, pnr, status, origin, destination, airline_code, travel_date,
  last_ticket_date, fare, segments, passengers, accounting, created_at)
SELECT id, $1, id, id || '-0', user_id, 0, id, 'TBO', airline IN ('6E','SG','QP'), domestic,
  CASE WHEN pnr IS NOT NULL THEN g END, pnr, status, origin, destination, airline,
  (created_at + days_ahead * interval '1 day')::date,
  CASE WHEN status = 'held' THEN to_char(created_at + interval '2 days', 'YYYY-MM-DD"T"HH24:MI:SS') END,
  jsonb_build_object('airlineCode', airline, 'airlineName', ${AIRLINE_NAMES}->>airline, 'publishedFare', total,
    'markup', jsonb_build_object('amount', total / 20), 'fareBreakdown', jsonb_build_array(
      jsonb_build_object('baseFare', total * 8 / 10, 'offeredOtherCharges', 0)),
    'fareRules', repeat(md5(id) || ' cancellation and change rules of the fare basis ', 24)),
  jsonb_build_array(jsonb_build_object('airlineCode', airline, 'airlineName', ${AIRLINE_NAMES}->>airline,
    'originAirportCode', origin, 'destinationAirportCode', destination,
    'departureTime', to_char(created_at + days_ahead * interval '1 day', 'YYYY-MM-DD"T"08:00:00'))),
  (SELECT jsonb_agg(jsonb_build_object('title', 'Mr', 'paxType', 'ADT',
      'firstName', ${pick(FIRST_NAMES, 11).replaceAll('g::bigint', '(g * 4 + n)::bigint')},
      'lastName', ${pick(LAST_NAMES, 12).replaceAll('g::bigint', '(g * 4 + n)::bigint')},
      'ticket', CASE WHEN status IN ('ticketed', 'cancelled', 'changeRequested') THEN jsonb_build_object(
        'ticketId', g * 4 + n, 'validatingAirline', airline,
        'ticketNumber', lpad(((hashint8(g::bigint * 4 + n) & 2147483647) % 1000)::text, 3, '0')
          || lpad((g * 4 + n)::text, 10, '0')) END) ORDER BY n)
   FROM generate_series(1, pax) n),
  jsonb_build_object('middleManWl', total - total / 20, 'endCustomer', total), created_at
FROM p
RETURNING 1`;

async function one(db: pg.Pool | pg.PoolClient, text: string, values: unknown[]) {
  const { rowCount } = await db.query(text, values);
  return rowCount ?? 0;
}

/** Customers first…last of the site (1-based; their numbers are what the bookings pick from). */
export async function insertCustomers(
  db: pg.Pool | pg.PoolClient,
  load: Pick<FlightBookingLoad, 'siteId' | 'prefix' | 'to'> & { first: number; last: number },
) {
  const { rows } = await db.query<{ n: number }>(CUSTOMERS, [
    load.siteId,
    load.prefix,
    load.last,
    load.first,
    load.to,
  ]);
  return rows[0]?.n ?? 0;
}

/** Bookings first…last of the load; answers how many. */
export function insertFlightBookings(db: pg.Pool | pg.PoolClient, load: FlightBookingLoad) {
  return one(db, BOOKINGS, [
    load.siteId,
    load.prefix,
    load.customers,
    load.from,
    load.to,
    load.first,
    load.last,
    load.total,
  ]);
}

/** The migration's backfill (lists_at_a_million): the side tables' rows of every booking of a site. */
export async function backfillSearchTables(db: pg.Pool | pg.PoolClient, siteId: string) {
  await db.query(
    `INSERT INTO flight_booking_refs SELECT r.* FROM flight_bookings fb, flight_booking_refs_of(fb) r
     WHERE fb.site_id = $1`,
    [siteId],
  );
  await db.query(
    `INSERT INTO flight_booking_names SELECT n.* FROM flight_bookings fb, flight_booking_names_of(fb) n
     WHERE fb.site_id = $1`,
    [siteId],
  );
}
