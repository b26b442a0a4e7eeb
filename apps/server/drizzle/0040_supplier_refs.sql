CREATE TABLE "supplier_refs" (
	"supplier_code" text NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"site_id" text NOT NULL,
	"order_id" text NOT NULL,
	"order_item_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_refs_supplier_code_kind_ref_pk" PRIMARY KEY("supplier_code","kind","ref")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "duplicate_supplier_ref" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_refs" ADD CONSTRAINT "supplier_refs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_refs" ADD CONSTRAINT "supplier_refs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_refs" ADD CONSTRAINT "supplier_refs_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_refs_item_idx" ON "supplier_refs" USING btree ("order_item_id");--> statement-breakpoint
-- The references flight bookings already hold, oldest first: the first holder keeps each (decision 0059).
INSERT INTO "supplier_refs" ("supplier_code", "kind", "ref", "site_id", "order_id", "order_item_id", "created_at")
SELECT i."supplier_code", r."kind", r."ref", b."site_id", b."order_id", b."order_item_id", b."created_at"
FROM "flight_bookings" b
JOIN "order_items" i ON i."id" = b."order_item_id"
CROSS JOIN LATERAL (
  SELECT 'booking' AS "kind", b."supplier_booking_id"::text AS "ref" WHERE b."supplier_booking_id" IS NOT NULL
  UNION ALL
  SELECT 'pnr', b."airline_code" || '/' || upper(trim(b."pnr")) WHERE trim(coalesce(b."pnr", '')) <> ''
  UNION ALL
  SELECT 'ticket', trim(p->'ticket'->>'ticketNumber') FROM jsonb_array_elements(b."passengers") p
  WHERE trim(coalesce(p->'ticket'->>'ticketNumber', '')) <> ''
) r
ORDER BY b."created_at", b."id"
ON CONFLICT DO NOTHING;
