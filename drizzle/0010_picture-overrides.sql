CREATE TABLE "picture_overrides" (
	"path" text PRIMARY KEY NOT NULL,
	"media_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "picture_overrides" ADD CONSTRAINT "picture_overrides_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
