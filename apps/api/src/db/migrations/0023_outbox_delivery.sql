ALTER TABLE "outbox_message" ADD COLUMN "status" text DEFAULT 'sent' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_message" ADD COLUMN "template" text;--> statement-breakpoint
ALTER TABLE "outbox_message" ADD COLUMN "template_data" jsonb;--> statement-breakpoint
ALTER TABLE "outbox_message" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "outbox_message" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_message" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_message" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_message" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox_message" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_message_pending_idx" ON "outbox_message" USING btree ("next_attempt_at") WHERE "outbox_message"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "outbox_message" ADD CONSTRAINT "outbox_message_dedupe_key_unique" UNIQUE("dedupe_key");--> statement-breakpoint
ALTER TABLE "outbox_message" ADD CONSTRAINT "outbox_message_status_check" CHECK ("outbox_message"."status" in ('pending', 'sent', 'failed'));--> statement-breakpoint
-- Mail recorded before this migration was sent when it was recorded.
UPDATE "outbox_message" SET "sent_at" = "created_at";
