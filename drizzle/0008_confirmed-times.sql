-- Confirming gives an exact time and a meeting link; reminders before it; the
-- team's calendar feed (docs/decisions/032).
ALTER TABLE "appointments" ADD COLUMN "confirmed_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "meeting_url" text;--> statement-breakpoint
CREATE INDEX "appointments_confirmed_start_idx" ON "appointments" USING btree ("confirmed_start") WHERE "appointments"."status" = 'Confirmed';--> statement-breakpoint
CREATE TABLE "appointment_reminders" (
	"appointment_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"lead_seconds" integer NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_reminders_appointment_id_starts_at_lead_seconds_pk" PRIMARY KEY("appointment_id","starts_at","lead_seconds")
);--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD CONSTRAINT "appointment_reminders_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "calendar_feed_secrets" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feed_secrets_single_row" CHECK ("calendar_feed_secrets"."id" = 1)
);
