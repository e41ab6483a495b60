CREATE TABLE "season" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	CONSTRAINT "season_dates_check" CHECK ("season"."end_date" >= "season"."start_date")
);
--> statement-breakpoint
CREATE TABLE "stay_limit" (
	"id" serial PRIMARY KEY NOT NULL,
	"park_id" integer NOT NULL,
	"holiday_type_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"min_nights" smallint NOT NULL,
	"max_nights" smallint NOT NULL,
	CONSTRAINT "stay_limit_check" CHECK ("stay_limit"."end_date" >= "stay_limit"."start_date" AND "stay_limit"."min_nights" >= 1 AND "stay_limit"."max_nights" >= "stay_limit"."min_nights")
);
--> statement-breakpoint
CREATE TABLE "stop_sell" (
	"id" serial PRIMARY KEY NOT NULL,
	"grade_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	CONSTRAINT "stop_sell_dates_check" CHECK ("stop_sell"."end_date" >= "stop_sell"."start_date")
);
--> statement-breakpoint
ALTER TABLE "promotional_code" ALTER COLUMN "percent_off" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "activity_session" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "extra" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "promotional_code" ADD COLUMN "amount_off_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotional_code" ADD COLUMN "minimum_nights" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotional_code" ADD COLUMN "park_codes" varchar(10)[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotional_code" ADD COLUMN "usage_limit" integer;--> statement-breakpoint
ALTER TABLE "promotional_code" ADD COLUMN "times_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "park" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "unit" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stay_limit" ADD CONSTRAINT "stay_limit_park_id_park_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."park"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_limit" ADD CONSTRAINT "stay_limit_holiday_type_id_holiday_type_id_fk" FOREIGN KEY ("holiday_type_id") REFERENCES "public"."holiday_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_sell" ADD CONSTRAINT "stop_sell_grade_id_grade_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grade"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stay_limit_park_type_idx" ON "stay_limit" USING btree ("park_id","holiday_type_id");--> statement-breakpoint
CREATE INDEX "stop_sell_grade_idx" ON "stop_sell" USING btree ("grade_id");--> statement-breakpoint
ALTER TABLE "extra" ADD CONSTRAINT "extra_stock_check" CHECK ("extra"."stock" IS NULL OR "extra"."stock" >= 0);--> statement-breakpoint
ALTER TABLE "promotional_code" ADD CONSTRAINT "promotional_code_discount_check" CHECK (("promotional_code"."percent_off" BETWEEN 1 AND 100 AND "promotional_code"."amount_off_pence" = 0) OR ("promotional_code"."percent_off" = 0 AND "promotional_code"."amount_off_pence" > 0));--> statement-breakpoint
ALTER TABLE "promotional_code" ADD CONSTRAINT "promotional_code_usage_check" CHECK ("promotional_code"."times_used" >= 0 AND ("promotional_code"."usage_limit" IS NULL OR "promotional_code"."times_used" <= "promotional_code"."usage_limit"));--> statement-breakpoint
ALTER TABLE "promotional_code" ADD CONSTRAINT "promotional_code_dates_check" CHECK ("promotional_code"."valid_to" >= "promotional_code"."valid_from");--> statement-breakpoint
-- Codes already on bookings count against any limit staff give them later.
UPDATE "promotional_code" p SET "times_used" = (
  SELECT count(*) FROM "booking" b WHERE b."promotional_code" = p."code" AND b."status" IN ('held', 'confirmed'));
--> statement-breakpoint
-- What is on sale: the price list less the stays a stop-sell touches (a night of the stay in its
-- range) and the stays outside the stay limits for their arrival date. Every reader of prices for
-- a new booking or a search reads this view, so one definition decides what a guest can buy;
-- stays already booked keep the price they were booked at (booking.standard_price_pence).
CREATE VIEW "price_on_sale" AS
  SELECT p."grade_id", p."arrival_date", p."no_of_nights", p."price_pence"
  FROM "price" p
  WHERE NOT EXISTS (
      SELECT 1 FROM "stop_sell" s
      WHERE s."grade_id" = p."grade_id"
        AND s."start_date" < p."arrival_date" + p."no_of_nights"
        AND s."end_date" >= p."arrival_date")
    AND NOT EXISTS (
      SELECT 1 FROM "stay_limit" l JOIN "grade" g ON g."park_id" = l."park_id" AND g."holiday_type_id" = l."holiday_type_id"
      WHERE g."id" = p."grade_id"
        AND p."arrival_date" BETWEEN l."start_date" AND l."end_date"
        AND (p."no_of_nights" < l."min_nights" OR p."no_of_nights" > l."max_nights"));
--> statement-breakpoint
-- A stop-sell changes what is on sale for its grades: heard like a change to their price lists.
CREATE FUNCTION stop_sell_availability_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  grades jsonb;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('parkstays_availability', '{"prices":"all"}');
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(DISTINCT grade_id) INTO grades FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(DISTINCT grade_id) INTO grades FROM old_rows;
  ELSE
    SELECT jsonb_agg(DISTINCT grade_id) INTO grades
    FROM (SELECT grade_id FROM old_rows UNION SELECT grade_id FROM new_rows) AS g;
  END IF;
  IF grades IS NOT NULL THEN
    PERFORM pg_notify('parkstays_availability', jsonb_build_object('prices', grades)::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stop_sell_availability_insert AFTER INSERT ON stop_sell
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stop_sell_availability_notify();
--> statement-breakpoint
CREATE TRIGGER stop_sell_availability_update AFTER UPDATE ON stop_sell
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stop_sell_availability_notify();
--> statement-breakpoint
CREATE TRIGGER stop_sell_availability_delete AFTER DELETE ON stop_sell
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stop_sell_availability_notify();
--> statement-breakpoint
CREATE TRIGGER stop_sell_availability_truncate AFTER TRUNCATE ON stop_sell
  FOR EACH STATEMENT EXECUTE FUNCTION stop_sell_availability_notify();
--> statement-breakpoint
-- Stay limits are few and change rarely; a change asks for every price list again.
CREATE FUNCTION stay_limit_availability_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('parkstays_availability', '{"prices":"all"}');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stay_limit_availability AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stay_limit
  FOR EACH STATEMENT EXECUTE FUNCTION stay_limit_availability_notify();
