-- A visit's party caps its tickets per session (decision 045); visits planned before this are for two adults.
ALTER TABLE "owner_visit" ADD COLUMN "no_of_adults" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "owner_visit" ADD COLUMN "no_of_children" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "activity_booking_session_idx" ON "activity_booking" USING btree ("session_id");--> statement-breakpoint
ALTER TABLE "owner_visit" ADD CONSTRAINT "owner_visit_party_check" CHECK ("owner_visit"."no_of_adults" >= 1 AND "owner_visit"."no_of_children" >= 0);