ALTER TABLE "flight_bookings" ADD COLUMN "supplier_source" integer;--> statement-breakpoint
ALTER TABLE "site_supplier_credentials" ADD COLUMN "environment" text DEFAULT 'live' NOT NULL;