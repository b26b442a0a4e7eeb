CREATE TABLE "order_items" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"order_id" text NOT NULL,
	"position" integer NOT NULL,
	"product_kind" text NOT NULL,
	"supplier_code" text NOT NULL,
	"supplier_ref" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"net" integer DEFAULT 0 NOT NULL,
	"markup" integer DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"gst_on_markup" integer DEFAULT 0 NOT NULL,
	"commission" integer DEFAULT 0 NOT NULL,
	"tds" integer DEFAULT 0 NOT NULL,
	"fees" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_order_position_idx" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_items_site_kind_idx" ON "order_items" USING btree ("site_id","product_kind","state");--> statement-breakpoint
-- Decision 0035: one item per fare of every flight order, saying what its leg says (a fare never
-- booked is pending); its total is what the buyer paid for the leg, or, never booked, the order's
-- amount shared by the fares' prices. The breakdown of a fare sold before items is its net, markup
-- and discount (GST, commission and TDS were only on the trip's summary).
INSERT INTO "order_items" ("id", "site_id", "order_id", "position", "product_kind", "supplier_code", "supplier_ref",
    "state", "net", "markup", "discount", "total", "data", "failure_code", "failure_message", "created_at")
  SELECT gen_random_uuid()::text, o."site_id", o."id", f.n - 1, 'flight', 'TBO', b."supplier_booking_id"::text,
    CASE b."status" WHEN 'held' THEN 'held' WHEN 'ticketed' THEN 'fulfilled' WHEN 'changeRequested' THEN 'fulfilled'
      WHEN 'cancelled' THEN 'cancelled' WHEN 'released' THEN 'released' WHEN 'failed' THEN 'failed'
      WHEN 'unconfirmed' THEN 'unknown' ELSE 'pending' END,
    coalesce((f.fare->>'publishedFare')::int, 0), coalesce((f.fare->'markup'->>'amount')::int, 0),
    coalesce((f.fare->'discount'->>'amount')::int, 0),
    coalesce((b."accounting"->>'endCustomer')::int, CASE WHEN s.total > 0
      THEN round(o."amount"::numeric * coalesce((f.fare->>'publishedPrice')::numeric, 0) / s.total)::int
      ELSE o."amount" / s.fares END),
    jsonb_build_object('resultIndex', f.fare->>'resultIndex', 'airlineCode', f.fare->>'airlineCode',
      'isLcc', (f.fare->>'isLcc')::boolean),
    b."failure_code"::text, b."failure_reason", o."created_at"
  FROM "orders" o
  JOIN "flight_checkouts" c ON c."order_id" = o."id"
  CROSS JOIN LATERAL jsonb_array_elements(c."details"->'fares') WITH ORDINALITY AS f(fare, n)
  CROSS JOIN LATERAL (SELECT count(*)::int AS fares, coalesce(sum((x->>'publishedPrice')::numeric), 0) AS total
    FROM jsonb_array_elements(c."details"->'fares') x) s
  LEFT JOIN "flight_bookings" b ON b."order_id" = o."id" AND b."leg_index" = f.n - 1;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD COLUMN "order_item_id" text;--> statement-breakpoint
UPDATE "flight_bookings" b SET "order_item_id" = i."id" FROM "order_items" i
  WHERE i."order_id" = b."order_id" AND i."position" = b."leg_index";--> statement-breakpoint
ALTER TABLE "flight_bookings" ALTER COLUMN "order_item_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD CONSTRAINT "flight_bookings_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flight_bookings_item_idx" ON "flight_bookings" USING btree ("order_item_id");