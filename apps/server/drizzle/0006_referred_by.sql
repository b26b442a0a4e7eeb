ALTER TABLE "users" ADD COLUMN "referred_by_id" text;--> statement-breakpoint
CREATE INDEX "users_referred_by_idx" ON "users" USING btree ("referred_by_id");