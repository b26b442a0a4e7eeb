-- An order has one attempt under way at most: any older one still pending is closed first (the race
-- of issue 23 could leave two), so the unique index below can be made.
UPDATE "payments" SET "state" = 'closed', "settled_at" = now()
WHERE "state" = 'pending' AND "id" NOT IN (
  SELECT DISTINCT ON ("order_id") "id" FROM "payments" WHERE "state" = 'pending'
  ORDER BY "order_id", "created_at" DESC, "id" DESC
);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_idx" ON "payments" USING btree ("order_id") WHERE "payments"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "payments_ended_unpaid_idx" ON "payments" USING btree ("settled_at") WHERE "payments"."state" in ('closed', 'failed');
