CREATE TABLE "cancellation_reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"booking_id" text NOT NULL,
	"request_type" integer NOT NULL,
	"passengers" jsonb NOT NULL,
	"sectors" jsonb NOT NULL,
	"remarks" text NOT NULL,
	"fee_per_passenger" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"created_by_id" text NOT NULL,
	"decided_by_id" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "change_requests" ADD COLUMN "site_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_flight_settings" ADD COLUMN "review_cancellations" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_flight_settings" ADD COLUMN "cancellation_fees" jsonb DEFAULT '{"retail":0,"travelAgent":0,"corporate":0}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cancellation_reviews" ADD CONSTRAINT "cancellation_reviews_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_reviews" ADD CONSTRAINT "cancellation_reviews_booking_id_flight_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."flight_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cancellation_reviews_site_idx" ON "cancellation_reviews" USING btree ("site_id","created_at");