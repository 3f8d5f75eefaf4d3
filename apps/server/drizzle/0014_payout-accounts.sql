CREATE TABLE "payout_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"legal_name" text NOT NULL,
	"phone" text NOT NULL,
	"pan_last4" text NOT NULL,
	"ifsc" text NOT NULL,
	"account_last4" text NOT NULL,
	"beneficiary_name" text NOT NULL,
	"razorpay_account_id" text,
	"razorpay_stakeholder_id" text,
	"razorpay_product_id" text,
	"settlements_sent_at" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"checked_at" timestamp with time zone,
	"setup_lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_status_check" CHECK ("payout_accounts"."status" in ('pending', 'activated', 'needs_clarification', 'suspended')),
	CONSTRAINT "payout_accounts_pan_last4_check" CHECK ("payout_accounts"."pan_last4" ~ '^[0-9]{3}[A-Z]$'),
	CONSTRAINT "payout_accounts_account_last4_check" CHECK ("payout_accounts"."account_last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "payout_accounts_ifsc_check" CHECK ("payout_accounts"."ifsc" ~ '^[A-Z]{4}0[A-Z0-9]{6}$'),
	CONSTRAINT "payout_accounts_phone_check" CHECK ("payout_accounts"."phone" ~ '^[6-9][0-9]{9}$')
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_owner_key" ON "payout_accounts" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_razorpay_account_key" ON "payout_accounts" USING btree ("razorpay_account_id");