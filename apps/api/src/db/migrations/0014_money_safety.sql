ALTER TABLE "activity_booking" DROP CONSTRAINT "activity_booking_paid_check";--> statement-breakpoint
ALTER TABLE "activity_booking" ADD COLUMN "pending_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_booking" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activity_booking" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "pending_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "created_ip" varchar(45) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "request_fingerprint" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "booking_held_idx" ON "booking" USING btree ("hold_expires_at") WHERE "booking"."status" = 'held';--> statement-breakpoint
CREATE INDEX "payment_open_idx" ON "payment" USING btree ("updated_at") WHERE "payment"."status" in ('pending', 'challenge');--> statement-breakpoint
ALTER TABLE "activity_booking" ADD CONSTRAINT "activity_booking_paid_check" CHECK ("activity_booking"."paid_pence" >= 0 AND "activity_booking"."pending_pence" >= 0 AND "activity_booking"."paid_pence" + "activity_booking"."pending_pence" <= "activity_booking"."total_pence");--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_money_check" CHECK ("booking"."paid_pence" >= 0 AND "booking"."pending_pence" >= 0 AND "booking"."paid_pence" + "booking"."pending_pence" <= "booking"."standard_price_pence" - "booking"."discount_pence" + "booking"."extras_pence");