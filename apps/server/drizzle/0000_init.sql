CREATE TABLE "account_links" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_entities" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"company_name" text NOT NULL,
	"address1" text,
	"address2" text,
	"email" text,
	"primary_phone" text,
	"primary_phone_code" text,
	"secondary_phone" text,
	"secondary_phone_code" text,
	"country" text,
	"state" text,
	"city" text,
	"pincode" text,
	"concerned_person_first_name" text,
	"concerned_person_last_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_numbers" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"user_id" text NOT NULL,
	"label" text NOT NULL,
	"phone_number" text NOT NULL,
	"phone_country_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"email" text,
	"password_hash" text,
	"google_subject" text,
	"user_type" text NOT NULL,
	"status" text DEFAULT 'unverified' NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"is_super_admin" boolean DEFAULT false NOT NULL,
	"legal_entity_id" text,
	"pan_number" text,
	"gst_number" text,
	"billing" jsonb DEFAULT '{"billingName":null,"gstNumber":null,"gstState":null,"panNumber":null}'::jsonb NOT NULL,
	"is_flight_hold_allowed" boolean DEFAULT false NOT NULL,
	"look_to_book_exempt" boolean DEFAULT false NOT NULL,
	"referral_code" text,
	"ta_logo_url" text,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"transport" text NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" text PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"logo_url" text,
	"admin_contact" text,
	"admin_email" text,
	"branding_label" text DEFAULT 'Flight Deals' NOT NULL,
	"title" text NOT NULL,
	"favicon_url" text,
	"primary_color" text DEFAULT '#1565c0' NOT NULL,
	"secondary_color" text DEFAULT '#ff8f00' NOT NULL,
	"background_color" text DEFAULT '#f5f7fb' NOT NULL,
	"popup_alert_title" text,
	"popup_alert_message" text,
	"popup_frequency_days" integer DEFAULT 1 NOT NULL,
	"tracking_tag" text,
	"script_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"google_client_id" text,
	"can_show_permission_menu" boolean DEFAULT false NOT NULL,
	"active_modules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"core_site_url" text DEFAULT '/app/flight/search' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_entities" ADD CONSTRAINT "legal_entities_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_numbers" ADD CONSTRAINT "phone_numbers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_numbers" ADD CONSTRAINT "phone_numbers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_legal_entity_id_legal_entities_id_fk" FOREIGN KEY ("legal_entity_id") REFERENCES "public"."legal_entities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_domains" ADD CONSTRAINT "site_domains_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_links_token_idx" ON "account_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_numbers_user_label_idx" ON "phone_numbers" USING btree ("user_id","label");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_idx" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_site_email_idx" ON "users" USING btree ("site_id","email") WHERE "users"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_site_referral_idx" ON "users" USING btree ("site_id","referral_code") WHERE "users"."referral_code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_site_google_idx" ON "users" USING btree ("site_id","google_subject") WHERE "users"."google_subject" is not null;--> statement-breakpoint
CREATE INDEX "outbox_site_created_idx" ON "outbox_emails" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "site_domains_domain_idx" ON "site_domains" USING btree ("domain");