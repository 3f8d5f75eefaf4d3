CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"txn_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"account" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"kind" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_account_check" CHECK ("ledger_entries"."account" in ('renter', 'platform_cash', 'owner_payable', 'platform_fee', 'gst_payable', 'deposits_held')),
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount_paise" <> 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"order_id" text,
	"amount_paise" bigint NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text DEFAULT 'creating' NOT NULL,
	"payment_id" text,
	"method" text,
	"last_error" text,
	"captured_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_paise" > 0),
	CONSTRAINT "payments_currency_check" CHECK ("payments"."currency" = 'INR'),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('creating', 'created', 'authorized', 'captured', 'failed')),
	CONSTRAINT "payments_captured_check" CHECK (("payments"."status" = 'captured') = ("payments"."captured_at" is not null and "payments"."payment_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_status" text DEFAULT 'offline' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_booking_idx" ON "ledger_entries" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_txn_idx" ON "ledger_entries" USING btree ("txn_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_booking_key" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_key" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_payment_key" ON "payments" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "bookings_awaiting_due_idx" ON "bookings" USING btree ("payment_due_at") WHERE "bookings"."payment_status" = 'awaiting';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_status_check" CHECK ("bookings"."payment_status" in ('offline', 'awaiting', 'paid', 'unpaid', 'refund_pending', 'partially_refunded', 'refunded'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_due_check" CHECK (("bookings"."payment_status" = 'awaiting') = ("bookings"."payment_due_at" is not null));--> statement-breakpoint
-- Hand-written (issue 28 item 6, decision 025): every ledger transaction balances. A deferred
-- constraint trigger checks, at commit, each txn_id the transaction wrote: its rows must sum to
-- zero paise, else the commit fails and nothing of it is kept.
CREATE FUNCTION gaadi_ledger_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
BEGIN
  SELECT coalesce(sum(amount_paise), 0) INTO total FROM ledger_entries WHERE txn_id = NEW.txn_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance: % paise', NEW.txn_id, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced
  AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION gaadi_ledger_balanced();
--> statement-breakpoint
-- The ledger is append-only: a correction is a new balanced transaction, never an edit.
CREATE FUNCTION gaadi_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries are append-only' USING ERRCODE = 'check_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only
  BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION gaadi_ledger_append_only();
