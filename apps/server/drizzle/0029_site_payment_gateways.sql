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
CREATE TABLE "site_credit_settings" (
	"site_id" text PRIMARY KEY NOT NULL,
	"agents_on_credit" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_credit_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"user_id" text NOT NULL,
	"level" text NOT NULL,
	"balance" integer NOT NULL,
	"credit_limit" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_credit_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"user_id" text NOT NULL,
	"amount" integer NOT NULL,
	"effective_on" text NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_credit_limits_amount_check" CHECK ("wallet_credit_limits"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "service_name" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "trace_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "supplier_site_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "remark" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "redirect_to" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "expiry_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_payment_gateways" ADD CONSTRAINT "site_payment_gateways_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_credit_settings" ADD CONSTRAINT "site_credit_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_credit_alerts" ADD CONSTRAINT "wallet_credit_alerts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_credit_alerts" ADD CONSTRAINT "wallet_credit_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_credit_limits" ADD CONSTRAINT "wallet_credit_limits_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_credit_limits" ADD CONSTRAINT "wallet_credit_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_credit_alerts_unsent_idx" ON "wallet_credit_alerts" USING btree ("created_at") WHERE "wallet_credit_alerts"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "wallet_credit_alerts_user_idx" ON "wallet_credit_alerts" USING btree ("site_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_credit_limits_user_idx" ON "wallet_credit_limits" USING btree ("site_id","user_id","effective_at");