ALTER TABLE "user_account" ADD COLUMN "staff_role" varchar(12);--> statement-breakpoint
ALTER TABLE "user_account" ADD CONSTRAINT "user_account_staff_role_check" CHECK ("user_account"."staff_role" IN ('admin', 'reception', 'activities'));--> statement-breakpoint
-- Park operator staff could do everything there was to do: they become admins (decision 032).
UPDATE "user_account" SET "staff_role" = 'admin' WHERE "is_operator";
