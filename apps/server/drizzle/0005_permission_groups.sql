CREATE TABLE "rbac_user_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"name" text NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rbac_user_group_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rbac_group_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rbac_user_groups" ADD CONSTRAINT "rbac_user_groups_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rbac_user_groups_site_name_idx" ON "rbac_user_groups" USING btree ("site_id","name");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_rbac_user_group_id_rbac_user_groups_id_fk" FOREIGN KEY ("rbac_user_group_id") REFERENCES "public"."rbac_user_groups"("id") ON DELETE set null ON UPDATE no action;