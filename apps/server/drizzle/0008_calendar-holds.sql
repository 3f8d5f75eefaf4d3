-- One calendar per car that every holding booking and every blocked range keeps a row in
-- (issue 15, decision 017): the exclusion constraint car_holds_no_overlap refuses any two rows
-- of one car sharing a day, so a booking never overlaps a block, a block never overlaps a
-- pending, booked or on_rent booking, and two blocks never overlap, whatever code writes and
-- however requests race (as bookings_no_overlap does for bookings alone, decision 004; that
-- constraint stays). Rows are written only by the triggers below, in the statement that
-- changes the booking or block, so the calendar cannot drift from its sources. Both ends are
-- inclusive, hence '[]'.
CREATE TABLE "car_holds" (
  "car_id" uuid NOT NULL REFERENCES "cars"("id"),
  "during" daterange NOT NULL,
  "booking_id" uuid UNIQUE REFERENCES "bookings"("id") ON DELETE CASCADE,
  "block_id" uuid UNIQUE REFERENCES "car_blocks"("id") ON DELETE CASCADE,
  CONSTRAINT "car_holds_one_source" CHECK (("booking_id" IS NULL) <> ("block_id" IS NULL)),
  CONSTRAINT "car_holds_no_overlap" EXCLUDE USING gist ("car_id" WITH =, "during" WITH &&)
);
--> statement-breakpoint
-- A booking holds its days while pending, booked or on_rent (HOLDING_STATUSES in
-- packages/shared/src/enums.ts, as bookings_no_overlap's WHERE).
CREATE FUNCTION "gaadi_booking_hold"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_holding boolean := TG_OP = 'UPDATE' AND OLD."status" IN ('pending', 'booked', 'on_rent');
  is_holding boolean := NEW."status" IN ('pending', 'booked', 'on_rent');
  moved boolean := TG_OP = 'UPDATE' AND (NEW."car_id", NEW."pickup_date", NEW."return_date")
    IS DISTINCT FROM (OLD."car_id", OLD."pickup_date", OLD."return_date");
BEGIN
  IF was_holding AND (NOT is_holding OR moved) THEN
    DELETE FROM "car_holds" WHERE "booking_id" = OLD."id";
  END IF;
  IF is_holding AND (NOT was_holding OR moved) THEN
    INSERT INTO "car_holds" ("car_id", "during", "booking_id")
    VALUES (NEW."car_id", daterange(NEW."pickup_date", NEW."return_date", '[]'), NEW."id");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_hold" AFTER INSERT OR UPDATE OF "status", "car_id", "pickup_date", "return_date"
  ON "bookings" FOR EACH ROW EXECUTE FUNCTION "gaadi_booking_hold"();
--> statement-breakpoint
-- A block holds its days from insert to delete (the FK's cascade removes its hold).
CREATE FUNCTION "gaadi_block_hold"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "car_holds" WHERE "block_id" = OLD."id";
  END IF;
  INSERT INTO "car_holds" ("car_id", "during", "block_id")
  VALUES (NEW."car_id", daterange(NEW."start_date", NEW."end_date", '[]'), NEW."id");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "car_blocks_hold" AFTER INSERT OR UPDATE OF "car_id", "start_date", "end_date"
  ON "car_blocks" FOR EACH ROW EXECUTE FUNCTION "gaadi_block_hold"();
--> statement-breakpoint
INSERT INTO "car_holds" ("car_id", "during", "booking_id")
SELECT "car_id", daterange("pickup_date", "return_date", '[]'), "id" FROM "bookings"
WHERE "status" IN ('pending', 'booked', 'on_rent');
--> statement-breakpoint
-- Blocks change the public booked dates and availability: announce them as 0006 does.
CREATE TRIGGER "car_blocks_public_reads_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "car_blocks"
  FOR EACH STATEMENT EXECUTE FUNCTION "gaadi_public_reads_notify"();
