-- Issue 30 item 5 (decision 030): a booking's second transfer, the deposit's kept part. Rows
-- made before this are the earnings; their key is the one the job would have given them.
DROP INDEX "transfers_booking_key";--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "kind" text DEFAULT 'earnings' NOT NULL;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
UPDATE "transfers" SET "idempotency_key" = 'gaadi-transfer-earnings-' || "booking_id";--> statement-breakpoint
ALTER TABLE "transfers" ALTER COLUMN "idempotency_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_booking_kind_key" ON "transfers" USING btree ("booking_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_idempotency_key" ON "transfers" USING btree ("idempotency_key");--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_kind_check" CHECK ("transfers"."kind" in ('earnings', 'deposit_kept'));
