CREATE TABLE "event" (
	"id" serial PRIMARY KEY NOT NULL,
	"calendar_id" integer NOT NULL,
	"name" varchar(150) NOT NULL,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"park_code" varchar(10) DEFAULT '' NOT NULL,
	"location" varchar(150) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "event_calendar_date_idx" ON "event" USING btree ("calendar_id","date");