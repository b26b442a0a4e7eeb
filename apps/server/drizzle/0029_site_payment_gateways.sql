CREATE TABLE "site_payment_gateways" (
	"site_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"mode" text NOT NULL,
	"merchant_id" text,
	"salt_key_sealed" text,
	"salt_index" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "service_name" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "trace_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "supplier_site_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "remark" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "redirect_to" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "expiry_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_payment_gateways" ADD CONSTRAINT "site_payment_gateways_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
