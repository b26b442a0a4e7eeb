CREATE TABLE "order_sequences" (
	"site_id" text NOT NULL,
	"year" integer NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "order_sequences_site_id_year_pk" PRIMARY KEY("site_id","year")
);
--> statement-breakpoint
ALTER TABLE "order_sequences" ADD CONSTRAINT "order_sequences_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Existing sites take the first three letters of their name as their short code.
ALTER TABLE "sites" ADD COLUMN "short_code" text;--> statement-breakpoint
UPDATE "sites" SET "short_code" = coalesce(nullif(upper(left(regexp_replace("company_name", '[^A-Za-z]', '', 'g'), 3)), ''), 'ORD');--> statement-breakpoint
ALTER TABLE "sites" ALTER COLUMN "short_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "flight_orders" ADD COLUMN "payment_ref" text;--> statement-breakpoint
ALTER TABLE "flight_orders" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
-- Existing orders are numbered in the order they were made, per site and year of the site's zone.
ALTER TABLE "flight_orders" ADD COLUMN "reference" text;--> statement-breakpoint
CREATE TEMPORARY TABLE "order_numbers" AS
SELECT o."id", o."site_id", s."short_code",
  extract(year from (o."created_at" at time zone s."time_zone"))::integer AS "year",
  row_number() OVER (
    PARTITION BY o."site_id", extract(year from (o."created_at" at time zone s."time_zone"))
    ORDER BY o."created_at", o."id"
  )::integer AS "seq"
FROM "flight_orders" o JOIN "sites" s ON s."id" = o."site_id";--> statement-breakpoint
UPDATE "flight_orders" f
SET "reference" = n."short_code" || '-' || lpad((n."year" % 100)::text, 2, '0') || '-' || lpad(n."seq"::text, 6, '0')
FROM "order_numbers" n WHERE f."id" = n."id";--> statement-breakpoint
INSERT INTO "order_sequences" ("site_id", "year", "last_value")
SELECT "site_id", "year", max("seq") FROM "order_numbers" GROUP BY "site_id", "year";--> statement-breakpoint
DROP TABLE "order_numbers";--> statement-breakpoint
ALTER TABLE "flight_orders" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "flight_orders_site_reference_idx" ON "flight_orders" USING btree ("site_id","reference");
