-- The nights a booking occupies, as a range the database can compare.
ALTER TABLE "booking" ADD COLUMN "stay" daterange GENERATED ALWAYS AS (daterange("arrival_date", "arrival_date" + "no_of_nights", '[)')) STORED;
--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_no_of_nights_check" CHECK ("no_of_nights" > 0);
--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_status_check" CHECK ("status" IN ('held', 'confirmed', 'cancelled', 'expired'));
--> statement-breakpoint
-- No unit is ever held twice on a night: live bookings (held or confirmed) of one unit may not overlap.
ALTER TABLE "booking" ADD CONSTRAINT "booking_unit_stay_excl" EXCLUDE USING gist ("unit_id" WITH =, "stay" WITH &&) WHERE ("status" IN ('held', 'confirmed'));
--> statement-breakpoint
-- Availability looks up live bookings that overlap a stay, grade by grade.
CREATE INDEX "booking_live_grade_stay_idx" ON "booking" USING gist ("grade_id", "stay") WHERE ("status" IN ('held', 'confirmed'));
