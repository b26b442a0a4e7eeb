ALTER TABLE "site_domains" ADD COLUMN "is_primary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "site_domains_site_primary_idx" ON "site_domains" USING btree ("site_id") WHERE "site_domains"."is_primary";--> statement-breakpoint
-- Every site had domains and no primary: its shortest name that is not an IP address becomes it.
UPDATE "site_domains" d SET "is_primary" = true WHERE d."domain" = (SELECT x."domain" FROM "site_domains" x WHERE x."site_id" = d."site_id" ORDER BY (x."domain" ~ '^[0-9.:]+$'), length(x."domain"), x."domain" LIMIT 1);
