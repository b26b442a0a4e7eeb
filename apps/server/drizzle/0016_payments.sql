-- Decision 0035: every attempt to pay an order is a row of its own, named as the gateway knows it.
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"order_id" text NOT NULL,
	"method" text NOT NULL,
	"provider" text,
	"provider_transaction_id" text,
	"amount" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id","created_at");--> statement-breakpoint
-- Wallet debits are payments made: their reference is the attempt's id (the order's, or <order>T<n>).
INSERT INTO "payments" ("id", "site_id", "order_id", "method", "amount", "state", "created_at", "settled_at")
  SELECT l."reference", l."site_id", l."order_id", 'wallet', -l."amount", 'paid', l."created_at", l."created_at"
  FROM "wallet_ledger" l
  WHERE l."kind" = 'booking' AND l."order_id" IS NOT NULL;--> statement-breakpoint
-- Each order's attempt under way or last made (a hold never paid made none).
INSERT INTO "payments" ("id", "site_id", "order_id", "method", "provider", "provider_transaction_id", "amount", "state", "created_at", "settled_at")
  SELECT coalesce(o."payment_ref", o."id"), o."site_id", o."id", o."payment_method",
    CASE WHEN o."payment_method" = 'gateway' THEN coalesce(o."gateway_provider", 'phonepe') END,
    o."gateway_transaction_id", o."amount",
    CASE WHEN o."paid_at" IS NOT NULL THEN 'paid' WHEN o."status" = 'pending' THEN 'pending'
      WHEN o."status" = 'failed' THEN 'failed' ELSE 'closed' END,
    o."created_at", o."paid_at"
  FROM "orders" o
  WHERE NOT o."hold_requested" OR o."payment_ref" IS NOT NULL OR o."paid_at" IS NOT NULL
ON CONFLICT ("id") DO UPDATE SET "provider_transaction_id" = EXCLUDED."provider_transaction_id";--> statement-breakpoint
-- A refund is proof its payment was made, whatever became of the order since.
INSERT INTO "payments" ("id", "site_id", "order_id", "method", "provider", "amount", "state", "created_at", "settled_at")
  SELECT DISTINCT ON (r."payment_ref") r."payment_ref", r."site_id", r."order_id", o."payment_method",
    CASE WHEN o."payment_method" = 'gateway' THEN 'phonepe' END, o."amount", 'paid', r."created_at", r."created_at"
  FROM "refunds" r JOIN "orders" o ON o."id" = r."order_id"
  ORDER BY r."payment_ref", r."created_at"
ON CONFLICT ("id") DO UPDATE SET "state" = 'paid', "settled_at" = coalesce("payments"."settled_at", EXCLUDED."settled_at");--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "payment_id" text;--> statement-breakpoint
UPDATE "refunds" SET "payment_id" = "payment_ref";--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "payment_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "payment_id" text;--> statement-breakpoint
UPDATE "wallet_ledger" SET "payment_id" = "reference" WHERE "kind" = 'booking' AND "order_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_payment_idx" ON "wallet_ledger" USING btree ("payment_id") WHERE "wallet_ledger"."payment_id" is not null;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "gateway_provider";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "gateway_transaction_id";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "payment_ref";--> statement-breakpoint
ALTER TABLE "refunds" DROP COLUMN "payment_ref";
