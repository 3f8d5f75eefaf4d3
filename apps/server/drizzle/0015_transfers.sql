CREATE TABLE "transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"payment_id" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"on_hold_until" timestamp with time zone NOT NULL,
	"account_id" text,
	"razorpay_transfer_id" text,
	"reversal_due_paise" bigint DEFAULT 0 NOT NULL,
	"reversed_paise" bigint DEFAULT 0 NOT NULL,
	"last_error" text,
	"claimed_until" timestamp with time zone,
	"transferred_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfers_status_check" CHECK ("transfers"."status" in ('queued', 'on_hold', 'released', 'reversed', 'cancelled')),
	CONSTRAINT "transfers_amount_check" CHECK ("transfers"."amount_paise" >= 0),
	CONSTRAINT "transfers_reversal_check" CHECK ("transfers"."reversed_paise" >= 0 and "transfers"."reversal_due_paise" >= 0 and "transfers"."reversed_paise" + "transfers"."reversal_due_paise" <= "transfers"."amount_paise"),
	CONSTRAINT "transfers_made_check" CHECK (("transfers"."status" in ('queued', 'cancelled')) = ("transfers"."razorpay_transfer_id" is null))
);
--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_booking_key" ON "transfers" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_razorpay_key" ON "transfers" USING btree ("razorpay_transfer_id");--> statement-breakpoint
CREATE INDEX "transfers_owner_idx" ON "transfers" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "transfers_open_idx" ON "transfers" USING btree ("on_hold_until") WHERE "transfers"."status" in ('queued', 'on_hold');