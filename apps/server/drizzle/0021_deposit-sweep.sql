-- The deposit sweep (issue 30 item 5) read every completed trip ever made, and probed each for a
-- settlement, every JOBS_POLL_MS (issue 26: 368 ms a batch at 60,000 settled trips). A trip's
-- settlement now marks its booking, by a trigger, so the sweep's partial index holds only the
-- trips still waiting for theirs.
ALTER TABLE "bookings" ADD COLUMN "deposit_settled_at" timestamp with time zone;--> statement-breakpoint
UPDATE "bookings" SET "deposit_settled_at" = s."settled_at"
  FROM "deposit_settlements" s WHERE s."booking_id" = "bookings"."id";--> statement-breakpoint
CREATE INDEX "bookings_deposit_due_idx" ON "bookings" USING btree ("completed_at") WHERE "bookings"."status" = 'completed' and "bookings"."deposit_settled_at" is null;--> statement-breakpoint
CREATE FUNCTION "deposit_settlements_mark_booking"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "bookings" SET "deposit_settled_at" = NEW."settled_at" WHERE "id" = NEW."booking_id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "deposit_settlements_mark_booking" AFTER INSERT ON "deposit_settlements"
  FOR EACH ROW EXECUTE FUNCTION "deposit_settlements_mark_booking"();
