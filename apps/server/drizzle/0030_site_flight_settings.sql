CREATE TABLE "site_flight_settings" (
	"site_id" text PRIMARY KEY NOT NULL,
	"suppliers_on" jsonb DEFAULT '["TBO"]'::jsonb NOT NULL,
	"hold_allowed_by_default" boolean DEFAULT false NOT NULL,
	"refundable_only" boolean DEFAULT false NOT NULL,
	"hidden_airlines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fees" jsonb DEFAULT '{"retail":{"perPassenger":0,"basisPoints":0},"travelAgent":{"perPassenger":0,"basisPoints":0},"corporate":{"perPassenger":0,"basisPoints":0}}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_supplier_credentials" (
	"site_id" text NOT NULL,
	"supplier_code" text NOT NULL,
	"client_id" text NOT NULL,
	"user_name" text NOT NULL,
	"password_sealed" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_supplier_credentials_site_id_supplier_code_pk" PRIMARY KEY("site_id","supplier_code")
);
--> statement-breakpoint
ALTER TABLE "site_flight_settings" ADD CONSTRAINT "site_flight_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_supplier_credentials" ADD CONSTRAINT "site_supplier_credentials_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;