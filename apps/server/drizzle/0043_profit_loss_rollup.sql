CREATE TABLE "profit_loss_days" (
	"site_id" text NOT NULL,
	"day" date NOT NULL,
	"product" text NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	"refunds" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"supplier_refunds" bigint DEFAULT 0 NOT NULL,
	"gst_on_markup" bigint DEFAULT 0 NOT NULL,
	"tds" bigint DEFAULT 0 NOT NULL,
	"markup" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"fees" bigint DEFAULT 0 NOT NULL,
	"commission" bigint DEFAULT 0 NOT NULL,
	"cancellation_fees" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "profit_loss_days_site_id_day_product_pk" PRIMARY KEY("site_id","day","product")
);
--> statement-breakpoint
CREATE TABLE "profit_loss_dirty_days" (
	"site_id" text NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profit_loss_days" ADD CONSTRAINT "profit_loss_days_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_loss_dirty_days" ADD CONSTRAINT "profit_loss_dirty_days_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profit_loss_dirty_days_idx" ON "profit_loss_dirty_days" USING btree ("site_id","day");--> statement-breakpoint
-- Decision 0067. Each function below answers the moments (site, time) at which a row's money counts in
-- profit and loss (profit-loss.queries.ts): the days a change to the row can change. A trigger marks the
-- site's calendar day of each moment dirty in the writer's own transaction, for the old row and the new.
-- They follow what the queries sum; a change to what a figure counts must change them too and mark every
-- day again (SELECT profit_loss_mark_site(id) FROM sites).
--
-- A moment is null where nothing counts. An order's rows are found by its order id alone, their state
-- read in the select list: a state in the WHERE lets the planner AND the order index with the large
-- partial index of paid payments (or settled refunds), which read the whole index once (seen at 1M rows).
--
CREATE TYPE profit_loss_moment AS (site_id text, at timestamptz);--> statement-breakpoint
-- A paid payment: the sales of its order's delivered items, and the refunds that return it (only the
-- refunds of a paid payment count).
CREATE FUNCTION profit_loss_moments_payment(p payments) RETURNS SETOF profit_loss_moment
LANGUAGE sql STABLE AS $$
  SELECT p.site_id, p.settled_at WHERE p.state = 'paid'
  UNION ALL
  SELECT r.site_id, CASE WHEN r.state = 'settled' THEN r.settled_at END FROM refunds r
  WHERE p.state = 'paid' AND r.order_id = p.order_id AND r.payment_id = p.id
$$;--> statement-breakpoint
CREATE FUNCTION profit_loss_moments_refund(r refunds) RETURNS SETOF profit_loss_moment
LANGUAGE sql STABLE AS $$
  SELECT r.site_id, r.settled_at WHERE r.state = 'settled'
$$;--> statement-breakpoint
-- An item: its order's sales (its own figures) and refunds (its product is the first item's, and whether
-- a refund counts depends on which items were delivered), its airline refunds and its seats given back.
CREATE FUNCTION profit_loss_moments_item(i order_items) RETURNS SETOF profit_loss_moment
LANGUAGE sql STABLE AS $$
  SELECT p.site_id, CASE WHEN p.state = 'paid' THEN p.settled_at END FROM payments p WHERE p.order_id = i.order_id
  UNION ALL
  SELECT r.site_id, CASE WHEN r.state = 'settled' THEN r.settled_at END FROM refunds r WHERE r.order_id = i.order_id
  UNION ALL
  SELECT cr.site_id, cr.refunded_at FROM flight_bookings fb
  JOIN change_requests cr ON cr.booking_id = fb.id WHERE fb.order_item_id = i.id
  UNION ALL
  SELECT b.site_id, b.cancelled_at FROM fd_bookings b WHERE b.order_item_id = i.id
$$;--> statement-breakpoint
CREATE FUNCTION profit_loss_moments_change_request(cr change_requests) RETURNS SETOF profit_loss_moment
LANGUAGE sql STABLE AS $$
  SELECT cr.site_id, cr.refunded_at
$$;--> statement-breakpoint
-- A flight leg links its change requests to the item whose product they count under.
CREATE FUNCTION profit_loss_moments_flight_booking(fb flight_bookings) RETURNS SETOF profit_loss_moment
LANGUAGE sql STABLE AS $$
  SELECT cr.site_id, cr.refunded_at FROM change_requests cr WHERE cr.booking_id = fb.id
$$;--> statement-breakpoint
CREATE FUNCTION profit_loss_moments_fd_booking(b fd_bookings) RETURNS SETOF profit_loss_moment
LANGUAGE sql STABLE AS $$
  SELECT b.site_id, b.cancelled_at
$$;--> statement-breakpoint
-- The trigger: the moments of the old row and the new (OLD is null on insert, NEW on delete, and a null
-- row has none), their days marked. One static statement per table, not an EXECUTE: PL/pgSQL keeps a
-- trigger function's plans per trigger, so each is planned once per connection, not on every row.
-- Joining the site drops the moments of a site being deleted (its rows go with it).
CREATE FUNCTION profit_loss_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moments profit_loss_moment[];
BEGIN
  CASE TG_TABLE_NAME
  WHEN 'payments' THEN moments := ARRAY(
    SELECT m FROM profit_loss_moments_payment(OLD) m UNION ALL SELECT m FROM profit_loss_moments_payment(NEW) m);
  WHEN 'refunds' THEN moments := ARRAY(
    SELECT m FROM profit_loss_moments_refund(OLD) m UNION ALL SELECT m FROM profit_loss_moments_refund(NEW) m);
  WHEN 'order_items' THEN moments := ARRAY(
    SELECT m FROM profit_loss_moments_item(OLD) m UNION ALL SELECT m FROM profit_loss_moments_item(NEW) m);
  WHEN 'change_requests' THEN moments := ARRAY(
    SELECT m FROM profit_loss_moments_change_request(OLD) m
    UNION ALL SELECT m FROM profit_loss_moments_change_request(NEW) m);
  WHEN 'flight_bookings' THEN moments := ARRAY(
    SELECT m FROM profit_loss_moments_flight_booking(OLD) m
    UNION ALL SELECT m FROM profit_loss_moments_flight_booking(NEW) m);
  WHEN 'fd_bookings' THEN moments := ARRAY(
    SELECT m FROM profit_loss_moments_fd_booking(OLD) m UNION ALL SELECT m FROM profit_loss_moments_fd_booking(NEW) m);
  END CASE;
  INSERT INTO profit_loss_dirty_days (site_id, day)
  SELECT DISTINCT m.site_id, (m.at AT TIME ZONE s.time_zone)::date
  FROM unnest(moments) m
  JOIN sites s ON s.id = m.site_id
  WHERE m.at IS NOT NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Every day on which any of a site's money counts: the backfill, and a site whose calendar moved.
CREATE FUNCTION profit_loss_mark_site(site text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO profit_loss_dirty_days (site_id, day)
  SELECT DISTINCT m.site_id, (m.at AT TIME ZONE s.time_zone)::date
  FROM (
    SELECT site_id, settled_at AS at FROM payments WHERE site_id = $1 AND state = 'paid'
    UNION ALL SELECT site_id, settled_at FROM refunds WHERE site_id = $1 AND state = 'settled'
    UNION ALL SELECT site_id, refunded_at FROM change_requests WHERE site_id = $1
    UNION ALL SELECT site_id, cancelled_at FROM fd_bookings WHERE site_id = $1
  ) m
  JOIN sites s ON s.id = m.site_id
  WHERE m.at IS NOT NULL
$$;--> statement-breakpoint
-- A new time zone moves every day's edges: nothing rolled up holds, every day is worked out again.
CREATE FUNCTION profit_loss_site_zone_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM profit_loss_days WHERE site_id = NEW.id;
  PERFORM profit_loss_mark_site(NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Inserts and deletes of rows that count, and updates of what the queries read (a WHEN is evaluated
-- before any function runs, so the other updates of these busy tables cost nothing).
CREATE TRIGGER profit_loss_payments_added AFTER INSERT ON payments FOR EACH ROW
  WHEN (NEW.state = 'paid') EXECUTE FUNCTION profit_loss_row_changed();--> statement-breakpoint
CREATE TRIGGER profit_loss_payments_removed AFTER DELETE ON payments FOR EACH ROW
  WHEN (OLD.state = 'paid') EXECUTE FUNCTION profit_loss_row_changed();--> statement-breakpoint
CREATE TRIGGER profit_loss_payments_changed AFTER UPDATE ON payments FOR EACH ROW
  WHEN ((OLD.state = 'paid' OR NEW.state = 'paid')
    AND (OLD.id, OLD.site_id, OLD.order_id, OLD.state, OLD.settled_at)
      IS DISTINCT FROM (NEW.id, NEW.site_id, NEW.order_id, NEW.state, NEW.settled_at))
  EXECUTE FUNCTION profit_loss_row_changed();--> statement-breakpoint
CREATE TRIGGER profit_loss_refunds_added AFTER INSERT ON refunds FOR EACH ROW
  WHEN (NEW.state = 'settled') EXECUTE FUNCTION profit_loss_row_changed();--> statement-breakpoint
CREATE TRIGGER profit_loss_refunds_removed AFTER DELETE ON refunds FOR EACH ROW
  WHEN (OLD.state = 'settled') EXECUTE FUNCTION profit_loss_row_changed();--> statement-breakpoint
CREATE TRIGGER profit_loss_refunds_changed AFTER UPDATE ON refunds FOR EACH ROW
  WHEN ((OLD.state = 'settled' OR NEW.state = 'settled')
    AND (OLD.site_id, OLD.order_id, OLD.payment_id, OLD.reference, OLD.amount, OLD.state, OLD.settled_at)
      IS DISTINCT FROM (NEW.site_id, NEW.order_id, NEW.payment_id, NEW.reference, NEW.amount, NEW.state, NEW.settled_at))
  EXECUTE FUNCTION profit_loss_row_changed();--> statement-breakpoint
CREATE TRIGGER profit_loss_order_items_added_or_removed AFTER INSERT OR DELETE ON order_items FOR EACH ROW
  EXECUTE FUNCTION profit_loss_row_changed();--> statement-breakpoint
-- Of an item's state the queries read only whether it was delivered (fulfilled, or cancelled after).
CREATE TRIGGER profit_loss_order_items_changed AFTER UPDATE ON order_items FOR EACH ROW
  WHEN ((OLD.state IN ('fulfilled', 'cancelled')) <> (NEW.state IN ('fulfilled', 'cancelled'))
    OR (OLD.id, OLD.site_id, OLD.order_id, OLD.position, OLD.product_kind, OLD.total, OLD.net, OLD.markup,
        OLD.discount, OLD.gst_on_markup, OLD.fees, OLD.commission, OLD.tds)
      IS DISTINCT FROM (NEW.id, NEW.site_id, NEW.order_id, NEW.position, NEW.product_kind, NEW.total, NEW.net,
        NEW.markup, NEW.discount, NEW.gst_on_markup, NEW.fees, NEW.commission, NEW.tds))
  EXECUTE FUNCTION profit_loss_row_changed();--> statement-breakpoint
CREATE TRIGGER profit_loss_change_requests_added AFTER INSERT ON change_requests FOR EACH ROW
  WHEN (NEW.refunded_at IS NOT NULL)
  EXECUTE FUNCTION profit_loss_row_changed();--> statement-breakpoint
CREATE TRIGGER profit_loss_change_requests_removed AFTER DELETE ON change_requests FOR EACH ROW
  WHEN (OLD.refunded_at IS NOT NULL)
  EXECUTE FUNCTION profit_loss_row_changed();--> statement-breakpoint
CREATE TRIGGER profit_loss_change_requests_changed AFTER UPDATE ON change_requests FOR EACH ROW
  WHEN ((OLD.refunded_at IS NOT NULL OR NEW.refunded_at IS NOT NULL)
    AND (OLD.site_id, OLD.booking_id, OLD.refunded_amount, OLD.site_fee, OLD.refunded_at)
      IS DISTINCT FROM (NEW.site_id, NEW.booking_id, NEW.refunded_amount, NEW.site_fee, NEW.refunded_at))
  EXECUTE FUNCTION profit_loss_row_changed();--> statement-breakpoint
-- A leg's change requests go with it when it is deleted (their own trigger); a new leg has none yet.
CREATE TRIGGER profit_loss_flight_bookings_changed AFTER UPDATE ON flight_bookings FOR EACH ROW
  WHEN ((OLD.id, OLD.order_item_id) IS DISTINCT FROM (NEW.id, NEW.order_item_id))
  EXECUTE FUNCTION profit_loss_row_changed();--> statement-breakpoint
CREATE TRIGGER profit_loss_fd_bookings_added AFTER INSERT ON fd_bookings FOR EACH ROW
  WHEN (NEW.cancelled_at IS NOT NULL)
  EXECUTE FUNCTION profit_loss_row_changed();--> statement-breakpoint
CREATE TRIGGER profit_loss_fd_bookings_removed AFTER DELETE ON fd_bookings FOR EACH ROW
  WHEN (OLD.cancelled_at IS NOT NULL)
  EXECUTE FUNCTION profit_loss_row_changed();--> statement-breakpoint
CREATE TRIGGER profit_loss_fd_bookings_changed AFTER UPDATE ON fd_bookings FOR EACH ROW
  WHEN ((OLD.cancelled_at IS NOT NULL OR NEW.cancelled_at IS NOT NULL)
    AND (OLD.site_id, OLD.order_item_id, OLD.cancellation_charge, OLD.cancelled_at)
      IS DISTINCT FROM (NEW.site_id, NEW.order_item_id, NEW.cancellation_charge, NEW.cancelled_at))
  EXECUTE FUNCTION profit_loss_row_changed();--> statement-breakpoint
CREATE TRIGGER profit_loss_sites_zone_changed AFTER UPDATE OF time_zone ON sites FOR EACH ROW
  WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION profit_loss_site_zone_changed();--> statement-breakpoint
-- The backfill: every day with money on it is dirty, so it is read live until the job has rolled it up.
SELECT profit_loss_mark_site(id) FROM sites;
