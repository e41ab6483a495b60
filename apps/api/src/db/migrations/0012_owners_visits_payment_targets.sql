CREATE TABLE "deal" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_no" varchar(20) NOT NULL,
	"owner_id" integer NOT NULL,
	"park_code" varchar(10) NOT NULL,
	"plot_no" varchar(20) DEFAULT '' NOT NULL,
	"deposit_pence" integer DEFAULT 0 NOT NULL,
	"vat_pence" integer DEFAULT 0 NOT NULL,
	"customer_contribution_pence" integer DEFAULT 0 NOT NULL,
	"selling_price_of_extras_pence" integer DEFAULT 0 NOT NULL,
	"completed_date" date,
	"site_fee_contribution_pence" integer DEFAULT 0 NOT NULL,
	"sub_park" varchar(60) DEFAULT '' NOT NULL,
	"unit_no" varchar(20) DEFAULT '' NOT NULL,
	"unit_description" varchar(150) DEFAULT '' NOT NULL,
	"unit_manufacturer" varchar(60) DEFAULT '' NOT NULL,
	"unit_model" varchar(60) DEFAULT '' NOT NULL,
	"unit_year" smallint,
	"unit_length" integer,
	"unit_width" integer,
	"unit_no_of_bedrooms" smallint,
	"unit_chassis_no" varchar(40) DEFAULT '' NOT NULL,
	CONSTRAINT "deal_deal_no_unique" UNIQUE("deal_no")
);
--> statement-breakpoint
CREATE TABLE "ledger_entry" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_no" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"document_type" varchar(20) NOT NULL,
	"document_no" varchar(20) DEFAULT '' NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"posting_date" date NOT NULL,
	"due_date" date,
	"amount_pence" integer NOT NULL,
	"remaining_pence" integer NOT NULL,
	"pending_pence" integer DEFAULT 0 NOT NULL,
	"currency_code" varchar(3) DEFAULT 'GBP' NOT NULL,
	"reason_code" varchar(20) DEFAULT '' NOT NULL,
	CONSTRAINT "ledger_entry_entry_no_unique" UNIQUE("entry_no"),
	CONSTRAINT "ledger_entry_pending_check" CHECK ("ledger_entry"."pending_pence" >= 0 AND ("ledger_entry"."remaining_pence" <= 0 OR "ledger_entry"."pending_pence" <= "ledger_entry"."remaining_pence"))
);
--> statement-breakpoint
CREATE TABLE "owner" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_no" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL,
	"address" varchar(100) DEFAULT '' NOT NULL,
	"address_2" varchar(100) DEFAULT '' NOT NULL,
	"city" varchar(60) DEFAULT '' NOT NULL,
	"post_code" varchar(10) DEFAULT '' NOT NULL,
	"county" varchar(60) DEFAULT '' NOT NULL,
	"country_region_code" varchar(2) DEFAULT 'GB' NOT NULL,
	"phone_no" varchar(20) DEFAULT '' NOT NULL,
	"email" varchar(254) NOT NULL,
	"current_deal_no" varchar(20),
	"park_id" integer,
	CONSTRAINT "owner_customer_no_unique" UNIQUE("customer_no")
);
--> statement-breakpoint
CREATE TABLE "owner_link_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "owner_visit" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"park_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_visit_dates_check" CHECK ("owner_visit"."end_date" >= "owner_visit"."start_date")
);
--> statement-breakpoint
ALTER TABLE "activity_booking" ADD COLUMN "tickets_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "activity_booking_id" integer;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "ledger_entry_id" integer;--> statement-breakpoint
ALTER TABLE "deal" ADD CONSTRAINT "deal_owner_id_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_owner_id_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner" ADD CONSTRAINT "owner_park_id_park_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."park"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_link_code" ADD CONSTRAINT "owner_link_code_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_link_code" ADD CONSTRAINT "owner_link_code_owner_id_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_visit" ADD CONSTRAINT "owner_visit_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_visit" ADD CONSTRAINT "owner_visit_park_id_park_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."park"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entry_owner_idx" ON "ledger_entry" USING btree ("owner_id","posting_date");--> statement-breakpoint
CREATE INDEX "owner_visit_user_idx" ON "owner_visit" USING btree ("user_id","start_date");--> statement-breakpoint
ALTER TABLE "activity_booking" ADD CONSTRAINT "activity_booking_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_booking" ADD CONSTRAINT "activity_booking_visit_id_owner_visit_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."owner_visit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_booking" ADD CONSTRAINT "activity_booking_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_activity_booking_id_activity_booking_id_fk" FOREIGN KEY ("activity_booking_id") REFERENCES "public"."activity_booking"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_ledger_entry_id_ledger_entry_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_booking_booking_idx" ON "activity_booking" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "activity_booking_visit_idx" ON "activity_booking" USING btree ("visit_id");--> statement-breakpoint
CREATE INDEX "payment_activity_booking_id_idx" ON "payment" USING btree ("activity_booking_id");--> statement-breakpoint
CREATE INDEX "payment_ledger_entry_id_idx" ON "payment" USING btree ("ledger_entry_id");--> statement-breakpoint
ALTER TABLE "activity_booking" ADD CONSTRAINT "activity_booking_paid_check" CHECK ("activity_booking"."paid_pence" >= 0 AND "activity_booking"."paid_pence" <= "activity_booking"."total_pence");--> statement-breakpoint
ALTER TABLE "activity_booking" ADD CONSTRAINT "activity_booking_for_check" CHECK (num_nonnulls("activity_booking"."booking_id", "activity_booking"."visit_id") = 1);--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_one_target_check" CHECK (num_nonnulls("payment"."booking_id", "payment"."activity_booking_id", "payment"."ledger_entry_id") = 1);