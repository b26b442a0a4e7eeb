ALTER TABLE "account_links" ADD COLUMN "token_sealed" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "first_signed_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "owner_id" text;--> statement-breakpoint
-- Who has signed in before: as far as their sessions still tell.
UPDATE "users" u SET "first_signed_in_at" = s."first" FROM (SELECT "user_id", min("created_at") AS "first" FROM "sessions" GROUP BY "user_id") s WHERE s."user_id" = u."id";--> statement-breakpoint
-- Sites made from Settings → Sites (their own log says so) have the owner they were made for.
UPDATE "sites" SET "owner_id" = u."id" FROM "users" u WHERE u."site_id" = "sites"."id" AND u."email" = lower("sites"."admin_email") AND u."user_type" = 'staff' AND u."is_super_admin" AND EXISTS (SELECT 1 FROM "audit_log" a WHERE a."site_id" = "sites"."id" AND a."action" = 'settings.sites.create' AND a."target_id" = "sites"."id");
