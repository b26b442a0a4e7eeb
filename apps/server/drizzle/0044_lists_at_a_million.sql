-- Decision 0066. Trigram indexes answer `names like '%sharma%'` (PostgreSQL's own contrib module; PGlite
-- loads it through platform/db/pglite-extensions.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "flight_booking_names" (
	"booking_id" text NOT NULL,
	"site_id" text NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"is_domestic" boolean NOT NULL,
	"airline_code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"travel_date" date NOT NULL,
	"names" text NOT NULL,
	CONSTRAINT "flight_booking_names_booking_id_pk" PRIMARY KEY("booking_id")
);
--> statement-breakpoint
CREATE TABLE "flight_booking_refs" (
	"booking_id" text NOT NULL,
	"site_id" text NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"is_domestic" boolean NOT NULL,
	"airline_code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"travel_date" date NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "flight_booking_refs_booking_id_kind_value_pk" PRIMARY KEY("booking_id","kind","value")
);
--> statement-breakpoint
ALTER TABLE "flight_booking_names" ADD CONSTRAINT "flight_booking_names_booking_id_flight_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."flight_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_booking_names" ADD CONSTRAINT "flight_booking_names_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_booking_refs" ADD CONSTRAINT "flight_booking_refs_booking_id_flight_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."flight_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_booking_refs" ADD CONSTRAINT "flight_booking_refs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_booking_names_trgm_idx" ON "flight_booking_names" USING gin ("names" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "flight_booking_names_booked_idx" ON "flight_booking_names" USING btree ("site_id","created_at","booking_id");--> statement-breakpoint
CREATE INDEX "flight_booking_names_travel_idx" ON "flight_booking_names" USING btree ("site_id","travel_date","created_at","booking_id");--> statement-breakpoint
CREATE INDEX "flight_booking_names_user_idx" ON "flight_booking_names" USING btree ("site_id","user_id","created_at","booking_id");--> statement-breakpoint
CREATE INDEX "flight_booking_refs_site_value_idx" ON "flight_booking_refs" USING btree ("site_id","value" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "legal_entities_name_trgm_idx" ON "legal_entities" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "phone_numbers_number_trgm_idx" ON "phone_numbers" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_site_created_idx" ON "users" USING btree ("site_id","created_at","id");--> statement-breakpoint
CREATE INDEX "users_site_group_idx" ON "users" USING btree ("site_id","rbac_user_group_id","created_at","id") WHERE "users"."rbac_user_group_id" is not null;--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (("first_name" || ' ' || coalesce("last_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_legal_entity_idx" ON "users" USING btree ("legal_entity_id");--> statement-breakpoint
CREATE INDEX "flight_bookings_queue_booked_idx" ON "flight_bookings" USING btree ("site_id","created_at","id","is_domestic","airline_code") WHERE "flight_bookings"."status" in ('ticketed', 'cancelled', 'changeRequested');--> statement-breakpoint
CREATE INDEX "flight_bookings_queue_travel_idx" ON "flight_bookings" USING btree ("site_id","travel_date","created_at","id","is_domestic","airline_code") WHERE "flight_bookings"."status" in ('ticketed', 'cancelled', 'changeRequested');--> statement-breakpoint
CREATE INDEX "flight_bookings_queue_user_travel_idx" ON "flight_bookings" USING btree ("site_id","user_id","travel_date","created_at","id") WHERE "flight_bookings"."status" in ('ticketed', 'cancelled', 'changeRequested');--> statement-breakpoint
CREATE INDEX "flight_bookings_queue_airline_idx" ON "flight_bookings" USING btree ("site_id","airline_code","created_at","id") WHERE "flight_bookings"."status" in ('ticketed', 'cancelled', 'changeRequested');--> statement-breakpoint
CREATE INDEX "flight_bookings_held_idx" ON "flight_bookings" USING btree ("site_id","created_at","id") WHERE "flight_bookings"."status" in ('held');--> statement-breakpoint
CREATE INDEX "flight_bookings_held_user_idx" ON "flight_bookings" USING btree ("site_id","user_id","created_at","id") WHERE "flight_bookings"."status" in ('held');--> statement-breakpoint
-- The side tables' rows of one booking, from its row alone: its PNR and its passengers' ticket numbers
-- (trimmed, upper-cased, each once), and its passengers' full names (lower-cased, spaces collapsed,
-- in the passengers' order, ' | ' between two). The trigger below and the backfill both read them here.
CREATE FUNCTION flight_booking_refs_of(fb flight_bookings) RETURNS SETOF flight_booking_refs
LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT fb.id, fb.site_id, fb.user_id, fb.status, fb.is_domestic, fb.airline_code, fb.created_at,
    fb.travel_date, r.kind, r.value
  FROM (
    SELECT 'pnr' AS kind, upper(btrim(fb.pnr)) AS value
    UNION ALL
    SELECT 'ticket', upper(btrim(p->'ticket'->>'ticketNumber'))
    FROM jsonb_array_elements(CASE jsonb_typeof(fb.passengers) WHEN 'array' THEN fb.passengers END) p
  ) r
  WHERE r.value <> ''
$$;--> statement-breakpoint
CREATE FUNCTION flight_booking_names_of(fb flight_bookings) RETURNS SETOF flight_booking_names
LANGUAGE sql IMMUTABLE AS $$
  SELECT fb.id, fb.site_id, fb.user_id, fb.status, fb.is_domestic, fb.airline_code, fb.created_at,
    fb.travel_date, names
  FROM (
    SELECT string_agg(name, ' | ' ORDER BY n) AS names
    FROM jsonb_array_elements(CASE jsonb_typeof(fb.passengers) WHEN 'array' THEN fb.passengers END)
      WITH ORDINALITY p(v, n),
      lower(btrim(regexp_replace(concat_ws(' ', p.v->>'firstName', p.v->>'lastName'), '\s+', ' ', 'g'))) name
    WHERE name <> ''
  ) agg
  WHERE names IS NOT NULL
$$;--> statement-breakpoint
-- Keeps both side tables in step with every write of a booking, whichever code makes it (booking,
-- ticketing, late names, change requests, tests' own updates): a new PNR or passenger list rewrites the
-- booking's rows; a change of a copied fact (in practice its status) is copied onto them.
CREATE FUNCTION flight_booking_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.pnr IS NOT DISTINCT FROM OLD.pnr AND NEW.passengers = OLD.passengers THEN
    IF (NEW.status, NEW.user_id, NEW.is_domestic, NEW.airline_code, NEW.created_at, NEW.travel_date)
      IS DISTINCT FROM (OLD.status, OLD.user_id, OLD.is_domestic, OLD.airline_code, OLD.created_at, OLD.travel_date)
    THEN
      UPDATE flight_booking_refs SET status = NEW.status, user_id = NEW.user_id, is_domestic = NEW.is_domestic,
        airline_code = NEW.airline_code, created_at = NEW.created_at, travel_date = NEW.travel_date
      WHERE booking_id = NEW.id;
      UPDATE flight_booking_names SET status = NEW.status, user_id = NEW.user_id, is_domestic = NEW.is_domestic,
        airline_code = NEW.airline_code, created_at = NEW.created_at, travel_date = NEW.travel_date
      WHERE booking_id = NEW.id;
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM flight_booking_refs WHERE booking_id = NEW.id;
    DELETE FROM flight_booking_names WHERE booking_id = NEW.id;
  END IF;
  INSERT INTO flight_booking_refs SELECT * FROM flight_booking_refs_of(NEW);
  INSERT INTO flight_booking_names SELECT * FROM flight_booking_names_of(NEW);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER flight_booking_search AFTER INSERT OR UPDATE OF pnr, passengers, status, user_id, is_domestic,
  airline_code, created_at, travel_date ON flight_bookings
FOR EACH ROW EXECUTE FUNCTION flight_booking_search_sync();--> statement-breakpoint
-- The bookings made before this migration.
INSERT INTO flight_booking_refs SELECT r.* FROM flight_bookings fb, flight_booking_refs_of(fb) r;--> statement-breakpoint
INSERT INTO flight_booking_names SELECT n.* FROM flight_bookings fb, flight_booking_names_of(fb) n;
