CREATE TABLE "blog_drafts" (
	"admin_id" uuid NOT NULL,
	"post_key" text NOT NULL,
	"fields" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_drafts_admin_id_post_key_pk" PRIMARY KEY("admin_id","post_key")
);
--> statement-breakpoint
ALTER TABLE "blog_drafts" ADD CONSTRAINT "blog_drafts_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;