-- The availability the team controls (docs/decisions/031): hours per weekday,
-- closures and the capacity of a slot, saved from the admin's Availability screen. One row
-- (id 1); no row means the spec's hours (§9), no closures and BOOKING_SLOT_CAPACITY.
-- `weekly` holds seven entries, Sunday first: {"open": 18, "close": 27} or null (closed);
-- `closures` holds [{"from": "YYYY-MM-DD", "to": "YYYY-MM-DD", "reason": "..."}].
-- The booking path reads it once and keeps it in memory (server/booking/availability-settings.ts).
CREATE TABLE "availability_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"weekly" jsonb NOT NULL,
	"capacity" integer NOT NULL,
	"closures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_settings_single_row" CHECK ("id" = 1),
	CONSTRAINT "availability_settings_capacity" CHECK ("capacity" >= 1)
);
