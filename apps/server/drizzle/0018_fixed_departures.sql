CREATE TABLE "fd_bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"departure_id" text NOT NULL,
	"order_id" text NOT NULL,
	"order_item_id" text NOT NULL,
	"user_id" text NOT NULL,
	"passengers" jsonb NOT NULL,
	"seats" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'reserved' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fixed_departures" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"trip_type" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"airline_code" text NOT NULL,
	"outbound" jsonb NOT NULL,
	"inbound" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"departure_date" date NOT NULL,
	"return_date" date,
	"seats_total" integer NOT NULL,
	"seats_sold" integer DEFAULT 0 NOT NULL,
	"seats_held" integer DEFAULT 0 NOT NULL,
	"fare_adult" integer NOT NULL,
	"fare_child" integer NOT NULL,
	"fare_infant" integer NOT NULL,
	"baggage" text NOT NULL,
	"cabin_baggage" text NOT NULL,
	"block_pnr" text NOT NULL,
	"is_refundable" boolean NOT NULL,
	"cancellation_charge" integer DEFAULT 0 NOT NULL,
	"cancellation_policy" text NOT NULL,
	"name_list_deadline" date NOT NULL,
	"release_date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fixed_departures_seats_check" CHECK ("fixed_departures"."seats_sold" >= 0 and "fixed_departures"."seats_held" >= 0 and "fixed_departures"."seats_sold" + "fixed_departures"."seats_held" <= "fixed_departures"."seats_total")
);
--> statement-breakpoint
ALTER TABLE "fd_bookings" ADD CONSTRAINT "fd_bookings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fd_bookings" ADD CONSTRAINT "fd_bookings_departure_id_fixed_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."fixed_departures"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fd_bookings" ADD CONSTRAINT "fd_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fd_bookings" ADD CONSTRAINT "fd_bookings_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fd_bookings" ADD CONSTRAINT "fd_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_departures" ADD CONSTRAINT "fixed_departures_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fd_bookings_item_idx" ON "fd_bookings" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "fd_bookings_departure_idx" ON "fd_bookings" USING btree ("departure_id","status");--> statement-breakpoint
CREATE INDEX "fd_bookings_site_user_idx" ON "fd_bookings" USING btree ("site_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "fixed_departures_sector_idx" ON "fixed_departures" USING btree ("site_id","origin","destination","departure_date");