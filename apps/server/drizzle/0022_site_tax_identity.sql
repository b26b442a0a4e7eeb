ALTER TABLE "sites" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "gstin" text;