CREATE TABLE "audit_entry" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_user_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"action" varchar(60) NOT NULL,
	"entity_type" varchar(40) NOT NULL,
	"entity_id" varchar(60) NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "audit_entry" ADD CONSTRAINT "audit_entry_staff_user_id_user_account_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."user_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entry_entity_idx" ON "audit_entry" USING btree ("entity_type","entity_id","at");--> statement-breakpoint
CREATE INDEX "audit_entry_staff_user_id_idx" ON "audit_entry" USING btree ("staff_user_id");