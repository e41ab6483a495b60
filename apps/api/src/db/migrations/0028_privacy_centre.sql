CREATE TABLE "privacy_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"kind" varchar(12) NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" varchar(8) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_on" date NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" integer,
	CONSTRAINT "privacy_request_kind_check" CHECK ("privacy_request"."kind" IN ('access', 'correction', 'erasure', 'complaint')),
	CONSTRAINT "privacy_request_status_check" CHECK ("privacy_request"."status" IN ('open', 'done'))
);
--> statement-breakpoint
ALTER TABLE "user_account" ADD COLUMN "marketing_preference_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_account" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "privacy_request" ADD CONSTRAINT "privacy_request_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_request" ADD CONSTRAINT "privacy_request_handled_by_user_account_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."user_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_request_status_due_idx" ON "privacy_request" USING btree ("status","due_on");--> statement-breakpoint
CREATE INDEX "privacy_request_user_idx" ON "privacy_request" USING btree ("user_id");--> statement-breakpoint
-- A choice already on file was given when the account was last changed, or made.
UPDATE "user_account" SET "marketing_preference_at" = "updated_at";
