CREATE TABLE "change_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"booking_id" text NOT NULL,
	"supplier_change_request_id" integer NOT NULL,
	"ticket_id" integer,
	"request_type" integer NOT NULL,
	"remarks" text NOT NULL,
	"status" integer NOT NULL,
	"status_text" text NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"cancellation_charge" integer DEFAULT 0 NOT NULL,
	"refund_settled" boolean DEFAULT false NOT NULL,
	"created_by_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text NOT NULL,
	"leg_index" integer NOT NULL,
	"search_id" text NOT NULL,
	"source" text NOT NULL,
	"is_lcc" boolean NOT NULL,
	"is_domestic" boolean NOT NULL,
	"supplier_booking_id" integer,
	"pnr" text,
	"status" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"airline_code" text NOT NULL,
	"travel_date" date NOT NULL,
	"last_ticket_date" text,
	"fare" jsonb NOT NULL,
	"adjustments" jsonb DEFAULT '{"txnFee":0,"userMergeTxnFeeTaxes":false,"discount":0,"extraMarkup":0}'::jsonb NOT NULL,
	"segments" jsonb NOT NULL,
	"passengers" jsonb NOT NULL,
	"fare_rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accounting" jsonb NOT NULL,
	"failure_reason" text,
	"invoice_created_on" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"user_id" text NOT NULL,
	"search_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_method" text NOT NULL,
	"gateway_provider" text,
	"gateway_transaction_id" text,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"hold_requested" boolean DEFAULT false NOT NULL,
	"details" jsonb NOT NULL,
	"failure_reason" text,
	"needs_staff_attention" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"user_id" text NOT NULL,
	"amount" integer NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"description" text NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_booking_id_flight_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."flight_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD CONSTRAINT "flight_bookings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD CONSTRAINT "flight_bookings_order_id_flight_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."flight_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD CONSTRAINT "flight_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_orders" ADD CONSTRAINT "flight_orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_orders" ADD CONSTRAINT "flight_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "change_requests_supplier_idx" ON "change_requests" USING btree ("site_id","supplier_change_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flight_bookings_order_leg_idx" ON "flight_bookings" USING btree ("order_id","leg_index");--> statement-breakpoint
CREATE INDEX "flight_bookings_site_user_idx" ON "flight_bookings" USING btree ("site_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "flight_bookings_site_pnr_idx" ON "flight_bookings" USING btree ("site_id","pnr");--> statement-breakpoint
CREATE INDEX "flight_orders_site_status_idx" ON "flight_orders" USING btree ("site_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_once_idx" ON "wallet_ledger" USING btree ("site_id","kind","reference");--> statement-breakpoint
CREATE INDEX "wallet_ledger_user_idx" ON "wallet_ledger" USING btree ("site_id","user_id","created_at");