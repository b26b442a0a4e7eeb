ALTER TABLE "legal_entities" ADD COLUMN "markup_group_id" text;--> statement-breakpoint
ALTER TABLE "legal_entities" ADD COLUMN "is_tds_deductable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wallet_credit_limit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "markup_rules" ADD COLUMN "adjustment" text DEFAULT 'markup' NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "look_to_book_limit" integer;