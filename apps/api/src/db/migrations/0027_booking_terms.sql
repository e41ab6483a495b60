CREATE TABLE "booking_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"holiday_type_id" integer NOT NULL,
	"version" integer NOT NULL,
	"cancel_notice_days" smallint NOT NULL,
	"refund_before" varchar(16) NOT NULL,
	"refund_within" varchar(16) NOT NULL,
	"change_terms" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_terms_version_key" UNIQUE("holiday_type_id","version")
);
--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "terms_id" integer;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "terms_agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_terms" ADD CONSTRAINT "booking_terms_holiday_type_id_holiday_type_id_fk" FOREIGN KEY ("holiday_type_id") REFERENCES "public"."holiday_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_terms" ADD CONSTRAINT "booking_terms_created_by_user_account_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_terms_id_booking_terms_id_fk" FOREIGN KEY ("terms_id") REFERENCES "public"."booking_terms"("id") ON DELETE no action ON UPDATE no action;