ALTER TABLE "change_requests" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fd_bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fd_bookings" ADD COLUMN "cancellation_charge" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_site_paid_idx" ON "payments" USING btree ("site_id","settled_at") WHERE "payments"."state" = 'paid';--> statement-breakpoint
CREATE INDEX "refunds_site_settled_idx" ON "refunds" USING btree ("site_id","settled_at") WHERE "refunds"."state" = 'settled';--> statement-breakpoint
CREATE INDEX "change_requests_site_refunded_idx" ON "change_requests" USING btree ("site_id","refunded_at") WHERE "change_requests"."refunded_at" is not null;--> statement-breakpoint
CREATE INDEX "fd_bookings_site_cancelled_idx" ON "fd_bookings" USING btree ("site_id","cancelled_at") WHERE "fd_bookings"."cancelled_at" is not null;--> statement-breakpoint
-- Refunds the airline completed before this column: dated by the row's last update, the nearest we kept.
UPDATE "change_requests" SET "refunded_at" = "updated_at" WHERE "refund_settled";--> statement-breakpoint
-- Fixed departures cancelled before: their move to cancelled was their last update; the charge kept is what did not go back.
UPDATE "fd_bookings" SET "cancelled_at" = "updated_at", "cancellation_charge" = greatest("amount" - coalesce((
  SELECT sum(r."amount") FROM "refunds" r
  WHERE r."order_id" = "fd_bookings"."order_id" AND r."reason" LIKE 'fixed departure cancelled%'), 0), 0)
WHERE "status" = 'cancelled';
