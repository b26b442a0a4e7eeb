CREATE TABLE "flight_searches" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"user_id" text,
	"journey_type" integer NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"departure_date" date NOT NULL,
	"passengers" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markup_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"group_name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markup_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"kind" text NOT NULL,
	"airline_code" text,
	"group_id" text,
	"value_type" text NOT NULL,
	"value" integer NOT NULL,
	"per" text NOT NULL,
	"scope" text DEFAULT 'all' NOT NULL,
	"cabin_class" integer,
	"valid_from" date,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "markup_group_id" text;--> statement-breakpoint
ALTER TABLE "flight_searches" ADD CONSTRAINT "flight_searches_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_searches" ADD CONSTRAINT "flight_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markup_groups" ADD CONSTRAINT "markup_groups_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markup_rules" ADD CONSTRAINT "markup_rules_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markup_rules" ADD CONSTRAINT "markup_rules_group_id_markup_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."markup_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_searches_site_user_idx" ON "flight_searches" USING btree ("site_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "markup_groups_site_name_idx" ON "markup_groups" USING btree ("site_id","group_name");--> statement-breakpoint
CREATE UNIQUE INDEX "markup_groups_site_default_idx" ON "markup_groups" USING btree ("site_id") WHERE "markup_groups"."is_default";--> statement-breakpoint
CREATE INDEX "markup_rules_site_kind_idx" ON "markup_rules" USING btree ("site_id","kind");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_markup_group_id_markup_groups_id_fk" FOREIGN KEY ("markup_group_id") REFERENCES "public"."markup_groups"("id") ON DELETE set null ON UPDATE no action;