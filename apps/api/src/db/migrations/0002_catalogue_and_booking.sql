CREATE TABLE "booking" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_no" varchar(20) NOT NULL,
	"grade_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"user_id" integer,
	"arrival_date" date NOT NULL,
	"no_of_nights" smallint NOT NULL,
	"status" varchar(12) NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_booking_no_unique" UNIQUE("booking_no")
);
--> statement-breakpoint
CREATE TABLE "accommodation_type" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arrival_rule" (
	"id" serial PRIMARY KEY NOT NULL,
	"park_id" integer NOT NULL,
	"holiday_type_id" integer NOT NULL,
	"no_of_nights" smallint NOT NULL,
	"weekdays" smallint[] NOT NULL,
	CONSTRAINT "arrival_rule_key" UNIQUE("park_id","holiday_type_id","no_of_nights")
);
--> statement-breakpoint
CREATE TABLE "facility" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"icon" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grade" (
	"id" serial PRIMARY KEY NOT NULL,
	"grade_code" varchar(20) NOT NULL,
	"park_id" integer NOT NULL,
	"holiday_type_id" integer NOT NULL,
	"accommodation_type_id" integer NOT NULL,
	"title" varchar(150) NOT NULL,
	"subtitle" varchar(200) DEFAULT '' NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"capacity" smallint NOT NULL,
	"pets_allowed" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "grade_grade_code_unique" UNIQUE("grade_code")
);
--> statement-breakpoint
CREATE TABLE "grade_feature" (
	"id" serial PRIMARY KEY NOT NULL,
	"grade_id" integer NOT NULL,
	"feature" varchar(60) NOT NULL,
	CONSTRAINT "grade_feature_grade_feature_key" UNIQUE("grade_id","feature")
);
--> statement-breakpoint
CREATE TABLE "grade_image" (
	"id" serial PRIMARY KEY NOT NULL,
	"grade_id" integer NOT NULL,
	"image_url" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holiday_type" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "park" (
	"id" serial PRIMARY KEY NOT NULL,
	"park_code" varchar(10) NOT NULL,
	"title" varchar(150) NOT NULL,
	"park_url" text DEFAULT '' NOT NULL,
	"map_url" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"has_owners" boolean DEFAULT false NOT NULL,
	CONSTRAINT "park_park_code_unique" UNIQUE("park_code")
);
--> statement-breakpoint
CREATE TABLE "park_facility" (
	"park_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	CONSTRAINT "park_facility_park_id_facility_id_pk" PRIMARY KEY("park_id","facility_id")
);
--> statement-breakpoint
CREATE TABLE "price" (
	"grade_id" integer NOT NULL,
	"arrival_date" date NOT NULL,
	"no_of_nights" smallint NOT NULL,
	"price_pence" integer NOT NULL,
	CONSTRAINT "price_grade_id_arrival_date_no_of_nights_pk" PRIMARY KEY("grade_id","arrival_date","no_of_nights")
);
--> statement-breakpoint
CREATE TABLE "unit" (
	"id" serial PRIMARY KEY NOT NULL,
	"grade_id" integer NOT NULL,
	"unit_code" varchar(20) NOT NULL,
	CONSTRAINT "unit_grade_code_key" UNIQUE("grade_id","unit_code")
);
--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_grade_id_grade_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrival_rule" ADD CONSTRAINT "arrival_rule_park_id_park_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."park"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrival_rule" ADD CONSTRAINT "arrival_rule_holiday_type_id_holiday_type_id_fk" FOREIGN KEY ("holiday_type_id") REFERENCES "public"."holiday_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade" ADD CONSTRAINT "grade_park_id_park_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."park"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade" ADD CONSTRAINT "grade_holiday_type_id_holiday_type_id_fk" FOREIGN KEY ("holiday_type_id") REFERENCES "public"."holiday_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade" ADD CONSTRAINT "grade_accommodation_type_id_accommodation_type_id_fk" FOREIGN KEY ("accommodation_type_id") REFERENCES "public"."accommodation_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_feature" ADD CONSTRAINT "grade_feature_grade_id_grade_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grade"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_image" ADD CONSTRAINT "grade_image_grade_id_grade_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grade"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "park_facility" ADD CONSTRAINT "park_facility_park_id_park_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."park"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "park_facility" ADD CONSTRAINT "park_facility_facility_id_facility_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facility"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price" ADD CONSTRAINT "price_grade_id_grade_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grade"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit" ADD CONSTRAINT "unit_grade_id_grade_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_user_id_idx" ON "booking" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "booking_grade_arrival_idx" ON "booking" USING btree ("grade_id","arrival_date");--> statement-breakpoint
CREATE INDEX "grade_holiday_type_park_idx" ON "grade" USING btree ("holiday_type_id","park_id");--> statement-breakpoint
CREATE INDEX "grade_image_grade_id_idx" ON "grade_image" USING btree ("grade_id");