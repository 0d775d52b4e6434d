ALTER TABLE "chat_conversations" ADD COLUMN "handoff" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "handoff_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "team_read_message_id" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "chat_conversations_handoff_idx" ON "chat_conversations" USING btree ("handoff_requested_at") WHERE "chat_conversations"."handoff" is not null;
