ALTER TABLE "payment" DROP CONSTRAINT "payment_idempotency_key_unique";--> statement-breakpoint
ALTER TABLE "refund" DROP CONSTRAINT "refund_idempotency_key_unique";--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "key_user_id" integer;--> statement-breakpoint
-- Whose key each payment's was: the member of staff who took it by telephone, or the guest.
UPDATE "payment" SET "key_user_id" = coalesce("taken_by", "user_id");--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_key_user_id_user_account_id_fk" FOREIGN KEY ("key_user_id") REFERENCES "public"."user_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_key_user_idempotency_key_unique" UNIQUE("key_user_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_staff_user_idempotency_key_unique" UNIQUE("staff_user_id","idempotency_key");