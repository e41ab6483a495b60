CREATE TABLE "booking_extra" (
	"booking_id" integer NOT NULL,
	"extra_code" varchar(20) NOT NULL,
	"quantity" smallint NOT NULL,
	"unit_price_pence" integer NOT NULL,
	CONSTRAINT "booking_extra_booking_id_extra_code_pk" PRIMARY KEY("booking_id","extra_code")
);
--> statement-breakpoint
CREATE TABLE "extra" (
	"code" varchar(20) PRIMARY KEY NOT NULL,
	"description" varchar(150) NOT NULL,
	"unit_price_pence" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grade_extra" (
	"grade_id" integer NOT NULL,
	"extra_code" varchar(20) NOT NULL,
	CONSTRAINT "grade_extra_grade_id_extra_code_pk" PRIMARY KEY("grade_id","extra_code")
);
--> statement-breakpoint
CREATE TABLE "promotional_code" (
	"code" varchar(30) PRIMARY KEY NOT NULL,
	"description" varchar(150) NOT NULL,
	"percent_off" smallint NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" varchar(100) NOT NULL,
	"vendor_tx_code" varchar(40) NOT NULL,
	"booking_id" integer,
	"user_id" integer,
	"type" varchar(12) NOT NULL,
	"amount_pence" integer NOT NULL,
	"status" varchar(12) NOT NULL,
	"provider_transaction_id" varchar(100),
	"status_code" varchar(10) DEFAULT '' NOT NULL,
	"status_detail" text DEFAULT '' NOT NULL,
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payment_vendor_tx_code_unique" UNIQUE("vendor_tx_code")
);
--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "no_of_adults" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "no_of_children" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "has_pets" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "first_name" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "surname" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "email" varchar(254) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "phone_no" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "address" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "address_2" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "city" varchar(60) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "county" varchar(60) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "post_code" varchar(10) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "country_code" varchar(2) DEFAULT 'GB' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "standard_price_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "discount_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "extras_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "deposit_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "paid_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "promotional_code" varchar(30) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_extra" ADD CONSTRAINT "booking_extra_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_extra" ADD CONSTRAINT "booking_extra_extra_code_extra_code_fk" FOREIGN KEY ("extra_code") REFERENCES "public"."extra"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_extra" ADD CONSTRAINT "grade_extra_grade_id_grade_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grade"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_extra" ADD CONSTRAINT "grade_extra_extra_code_extra_code_fk" FOREIGN KEY ("extra_code") REFERENCES "public"."extra"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_booking_id_idx" ON "payment" USING btree ("booking_id");