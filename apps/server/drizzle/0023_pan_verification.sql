ALTER TABLE "users" ADD COLUMN "pan_status" text DEFAULT 'unverified' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pan_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pan_checked_by_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pan_checked_at" timestamp with time zone;