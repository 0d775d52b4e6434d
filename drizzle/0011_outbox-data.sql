-- A queued mail may hold what it is made from instead of its text (docs/decisions/038): the
-- delivery renders it from `data` with the renderer of its kind. A booking's two mails are
-- queued this way: their rendered text was the largest write of the booking path.
ALTER TABLE "mail_outbox" ADD COLUMN "data" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "subject" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_content" CHECK ("mail_outbox"."data" is not null or ("mail_outbox"."subject" is not null and "mail_outbox"."text" is not null));
