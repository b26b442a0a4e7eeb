CREATE TABLE "attention_items" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"summary" text NOT NULL,
	"tried" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"actions" jsonb NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_id" text,
	"resolution" text
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"order_id" text NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"reference" text NOT NULL,
	"payment_ref" text NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "attention_items" ADD CONSTRAINT "attention_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attention_items" ADD CONSTRAINT "attention_items_order_id_flight_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."flight_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attention_items" ADD CONSTRAINT "attention_items_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_flight_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."flight_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attention_items_open_idx" ON "attention_items" USING btree ("order_id","kind") WHERE "attention_items"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "attention_items_site_idx" ON "attention_items" USING btree ("site_id","resolved_at","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_site_reference_idx" ON "refunds" USING btree ("site_id","reference");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
-- Orders flagged for staff before the attention queue existed become open cases, so none stays hidden.
INSERT INTO "attention_items" ("id", "site_id", "order_id", "kind", "summary", "tried", "actions")
SELECT gen_random_uuid()::text, "site_id", "id", 'flagged',
  'Flagged for staff before the attention queue: ' || coalesce("failure_reason", 'left mid-booking or a refund failed'),
  '[]'::jsonb, '["retry","refund","markTicketed","resolve"]'::jsonb
FROM "flight_orders" WHERE "needs_staff_attention";
