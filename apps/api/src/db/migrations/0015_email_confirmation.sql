ALTER TABLE "password_reset" ADD COLUMN "purpose" varchar(20) DEFAULT 'password_reset' NOT NULL;--> statement-breakpoint
ALTER TABLE "password_reset" ADD COLUMN "email" varchar(254);--> statement-breakpoint
ALTER TABLE "user_account" ADD COLUMN "email_confirmed_at" timestamp with time zone;