-- Decision 0035: the flight order becomes the order of every product. Same rows, same ids: every
-- foreign key that named a flight order names the order. What only flights know moves to
-- flight_checkouts; an open attention case replaces needs_staff_attention.
ALTER TABLE "flight_orders" RENAME TO "orders";--> statement-breakpoint
ALTER TABLE "orders" RENAME CONSTRAINT "flight_orders_pkey" TO "orders_pkey";--> statement-breakpoint
ALTER TABLE "orders" RENAME CONSTRAINT "flight_orders_site_id_sites_id_fk" TO "orders_site_id_sites_id_fk";--> statement-breakpoint
ALTER TABLE "orders" RENAME CONSTRAINT "flight_orders_user_id_users_id_fk" TO "orders_user_id_users_id_fk";--> statement-breakpoint
ALTER INDEX "flight_orders_site_status_idx" RENAME TO "orders_site_status_idx";--> statement-breakpoint
ALTER INDEX "flight_orders_site_reference_idx" RENAME TO "orders_site_reference_idx";--> statement-breakpoint
ALTER TABLE "attention_items" RENAME CONSTRAINT "attention_items_order_id_flight_orders_id_fk" TO "attention_items_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "order_events" RENAME CONSTRAINT "order_events_order_id_flight_orders_id_fk" TO "order_events_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "refunds" RENAME CONSTRAINT "refunds_order_id_flight_orders_id_fk" TO "refunds_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "flight_bookings" RENAME CONSTRAINT "flight_bookings_order_id_flight_orders_id_fk" TO "flight_bookings_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "wallet_ledger" RENAME CONSTRAINT "wallet_ledger_order_id_flight_orders_id_fk" TO "wallet_ledger_order_id_orders_id_fk";--> statement-breakpoint
CREATE TABLE "flight_checkouts" (
	"order_id" text PRIMARY KEY NOT NULL,
	"search_id" text NOT NULL,
	"details" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flight_checkouts" ADD CONSTRAINT "flight_checkouts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "flight_checkouts" ("order_id", "search_id", "details")
  SELECT "id", "search_id", "details" FROM "orders";--> statement-breakpoint
-- Orders a flag handed to staff without a case (before decision 0027's queue): a case says so now.
INSERT INTO "attention_items" ("id", "site_id", "order_id", "kind", "summary", "tried", "actions")
  SELECT gen_random_uuid()::text, o."site_id", o."id", 'left-mid-booking',
    'This order was marked for staff before the attention queue existed.', '[]'::jsonb, '["refund","resolve"]'::jsonb
  FROM "orders" o
  WHERE o."needs_staff_attention"
    AND NOT EXISTS (SELECT 1 FROM "attention_items" a WHERE a."order_id" = o."id");--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "search_id";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "details";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "needs_staff_attention";
