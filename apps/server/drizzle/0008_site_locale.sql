ALTER TABLE "sites" ADD COLUMN "home_country" text DEFAULT 'IN' NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "currency" text DEFAULT 'INR' NOT NULL;