ALTER TABLE "wallet_ledger" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_order_id_flight_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."flight_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_ledger_order_idx" ON "wallet_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_refund_idx" ON "wallet_ledger" USING btree ("refund_id") WHERE "wallet_ledger"."refund_id" is not null;--> statement-breakpoint
-- Decision 0034: what the references named, now as foreign keys. Booking debits name the order's
-- payment (the order id, or `<orderId>T<n>` for a hold paid when ticketed).
UPDATE "wallet_ledger" AS l SET "order_id" = o."id" FROM "flight_orders" AS o
  WHERE l."kind" = 'booking' AND o."site_id" = l."site_id"
    AND o."id" = regexp_replace(l."reference", 'T[0-9]+$', '');--> statement-breakpoint
-- Leg and staff refunds: `<payment>:<leg>` and `<payment>:staff`.
UPDATE "wallet_ledger" AS l SET "order_id" = o."id" FROM "flight_orders" AS o
  WHERE l."kind" = 'refund' AND l."reference" NOT LIKE 'cr:%' AND o."site_id" = l."site_id"
    AND o."id" = regexp_replace(split_part(l."reference", ':', 1), 'T[0-9]+$', '');--> statement-breakpoint
-- Change-request refunds: `cr:<change request id>`.
UPDATE "wallet_ledger" AS l SET "order_id" = b."order_id"
  FROM "change_requests" AS c JOIN "flight_bookings" AS b ON b."id" = c."booking_id"
  WHERE l."kind" = 'refund' AND l."reference" = 'cr:' || c."id" AND c."site_id" = l."site_id";--> statement-breakpoint
-- Wallet refunds recorded as refund rows share their reference with their credit.
UPDATE "wallet_ledger" AS l SET "refund_id" = r."id" FROM "refunds" AS r
  WHERE l."kind" = 'refund' AND r."method" = 'wallet' AND r."site_id" = l."site_id"
    AND r."reference" = l."reference";
