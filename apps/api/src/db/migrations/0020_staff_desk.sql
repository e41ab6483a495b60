CREATE TABLE "booking_note" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"staff_user_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"idempotency_key" varchar(100) NOT NULL,
	"vendor_tx_code" varchar(40) NOT NULL,
	"amount_pence" integer NOT NULL,
	"status" varchar(12) NOT NULL,
	"provider_transaction_id" varchar(100),
	"status_detail" text DEFAULT '' NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"staff_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "refund_vendor_tx_code_unique" UNIQUE("vendor_tx_code"),
	CONSTRAINT "refund_amount_check" CHECK ("refund"."amount_pence" > 0),
	CONSTRAINT "refund_status_check" CHECK ("refund"."status" IN ('pending', 'refunded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "ticket" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket" ADD COLUMN "used_by" integer;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "kind" varchar(8) DEFAULT 'stay' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "block_reason" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "checked_in_by" integer;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "taken_by" integer;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "refunded_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_note" ADD CONSTRAINT "booking_note_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_note" ADD CONSTRAINT "booking_note_staff_user_id_user_account_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."user_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_staff_user_id_user_account_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."user_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_note_booking_idx" ON "booking_note" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "refund_payment_id_idx" ON "refund" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refund_created_at_idx" ON "refund" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_used_by_user_account_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."user_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_checked_in_by_user_account_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."user_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_taken_by_user_account_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."user_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_arrival_idx" ON "booking" USING btree ("arrival_date");--> statement-breakpoint
CREATE INDEX "payment_created_at_idx" ON "payment" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_kind_check" CHECK ("booking"."kind" IN ('stay', 'block'));--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_refund_check" CHECK ("payment"."refunded_pence" >= 0 AND "payment"."refunded_pence" <= "payment"."amount_pence");