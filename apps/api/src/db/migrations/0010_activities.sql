CREATE TABLE "activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_code" varchar(30) NOT NULL,
	"park_id" integer NOT NULL,
	"name" varchar(150) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"owner_only" boolean DEFAULT false NOT NULL,
	"minimum_hours_before_booking" integer,
	"maximum_hours_before_booking" integer,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_activity_code_unique" UNIQUE("activity_code")
);
--> statement-breakpoint
CREATE TABLE "activity_session" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_no" varchar(20) NOT NULL,
	"activity_id" integer NOT NULL,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"capacity" integer NOT NULL,
	"tickets_sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_session_session_no_unique" UNIQUE("session_no"),
	CONSTRAINT "activity_session_tickets_check" CHECK ("activity_session"."tickets_sold" >= 0 AND "activity_session"."tickets_sold" <= "activity_session"."capacity")
);
--> statement-breakpoint
CREATE TABLE "ticket_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(60) NOT NULL,
	"type" varchar(20) NOT NULL,
	"price_pence" integer NOT NULL,
	CONSTRAINT "ticket_type_activity_code_key" UNIQUE("activity_id","code")
);
--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_park_id_park_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."park"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_session" ADD CONSTRAINT "activity_session_activity_id_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_type" ADD CONSTRAINT "ticket_type_activity_id_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_session_activity_date_idx" ON "activity_session" USING btree ("activity_id","date");