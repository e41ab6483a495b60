CREATE TABLE "activity_booking" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_booking_no" varchar(20) NOT NULL,
	"session_id" integer NOT NULL,
	"booking_id" integer,
	"visit_id" integer,
	"user_id" integer NOT NULL,
	"total_pence" integer NOT NULL,
	"paid_pence" integer DEFAULT 0 NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "activity_booking_activity_booking_no_unique" UNIQUE("activity_booking_no")
);
--> statement-breakpoint
CREATE TABLE "ticket" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_booking_id" integer NOT NULL,
	"ticket_no" smallint NOT NULL,
	"ticket_type_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"price_pence" integer NOT NULL,
	CONSTRAINT "ticket_booking_no_key" UNIQUE("activity_booking_id","ticket_no")
);
--> statement-breakpoint
ALTER TABLE "activity_booking" ADD CONSTRAINT "activity_booking_session_id_activity_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."activity_session"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_activity_booking_id_activity_booking_id_fk" FOREIGN KEY ("activity_booking_id") REFERENCES "public"."activity_booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_ticket_type_id_ticket_type_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Activity booking references: AB0000001, AB0000002, …
CREATE SEQUENCE IF NOT EXISTS "activity_booking_no_seq" START 1;

