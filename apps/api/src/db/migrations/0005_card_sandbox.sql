CREATE TABLE "sandbox_card_identifier" (
	"card_identifier" varchar(36) PRIMARY KEY NOT NULL,
	"merchant_session_key" varchar(36) NOT NULL,
	"cardholder_name" varchar(45) NOT NULL,
	"card_type" varchar(20) NOT NULL,
	"last_four_digits" varchar(4) NOT NULL,
	"expiry_date" varchar(4) NOT NULL,
	"challenge" boolean NOT NULL,
	"decline" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "sandbox_card_identifier_merchant_session_key_unique" UNIQUE("merchant_session_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_session_key" (
	"merchant_session_key" varchar(36) PRIMARY KEY NOT NULL,
	"vendor_name" varchar(40) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_transaction" (
	"transaction_id" varchar(36) PRIMARY KEY NOT NULL,
	"vendor_name" varchar(40) NOT NULL,
	"vendor_tx_code" varchar(40) NOT NULL,
	"transaction_type" varchar(10) NOT NULL,
	"reference_transaction_id" varchar(36),
	"amount" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"description" varchar(100) NOT NULL,
	"status" varchar(10) NOT NULL,
	"status_code" varchar(4) NOT NULL,
	"status_detail" text NOT NULL,
	"card_type" varchar(20) NOT NULL,
	"last_four_digits" varchar(4) NOT NULL,
	"expiry_date" varchar(4) NOT NULL,
	"decline" boolean DEFAULT false NOT NULL,
	"retrieval_reference" integer NOT NULL,
	"bank_authorisation_code" varchar(6),
	"three_d_secure_status" varchar(20),
	"acs_trans_id" varchar(36),
	"notification_url" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_transaction_acs_trans_id_unique" UNIQUE("acs_trans_id")
);
--> statement-breakpoint
ALTER TABLE "sandbox_card_identifier" ADD CONSTRAINT "sandbox_card_identifier_merchant_session_key_sandbox_session_key_merchant_session_key_fk" FOREIGN KEY ("merchant_session_key") REFERENCES "public"."sandbox_session_key"("merchant_session_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_transaction_vendor_tx_code_idx" ON "sandbox_transaction" USING btree ("vendor_name","vendor_tx_code");--> statement-breakpoint
CREATE INDEX "sandbox_transaction_reference_idx" ON "sandbox_transaction" USING btree ("reference_transaction_id");