CREATE TABLE "appointment_day_counts" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "appointment_day_counts_day_status_shard_pk" PRIMARY KEY("day","status","shard")
);
--> statement-breakpoint
CREATE TABLE "row_counts" (
	"table_name" text NOT NULL,
	"status" text NOT NULL,
	"dated" boolean DEFAULT false NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "row_counts_table_name_status_dated_shard_pk" PRIMARY KEY("table_name","status","dated","shard")
);
