-- Issue 27 (decision 021): what a trip costs. Cars get their discounts, deposit and
-- cancellation policy; every booking stores its whole quote (shared pricing/quote.ts), its
-- reference and, once cancelled, its refund (shared pricing/refund.ts).
-- Custom SQL (not from drizzle-kit): the function gaadi_booking_ref(), the bookings' quote
-- columns added nullable, filled for existing rows and then made NOT NULL, the references
-- of existing rows drawn again until unique, and the dashboard's two partial indexes (at the
-- end: Drizzle cannot declare INCLUDE).
--
-- A booking's reference: 'GD-' and 6 characters of an alphabet without 0/O, 1/I/L (31
-- characters, about 887 million references). The column's default; an insert that draws a
-- taken one fails on bookings_booking_ref_key and is retried (bookings/repository.ts).
CREATE FUNCTION "gaadi_booking_ref"() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT 'GD-' || string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + floor(random() * 31)::int, 1), '')
  FROM generate_series(1, 6)
$$;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "booking_ref" text;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "full_rent" integer;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount_kind" text;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount_percent" integer;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount" integer;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rent" integer;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "trip_fee" integer;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "trip_fee_gst" integer;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit" integer;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "commission" integer;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "commission_gst" integer;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "owner_earnings" integer;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "trip_fee_percent" integer;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "gst_percent" integer;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "commission_percent" integer;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_policy" text;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "free_cancellation_until" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_amount" integer;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_kept" integer;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_lines" jsonb;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_decided_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_owner_earnings" integer;
--> statement-breakpoint
-- Bookings made before issue 27 become quotes at rates 0 (rent = price, no fee, no discount,
-- no deposit, no commission: the owner's earnings are the price), under the flexible policy,
-- so every later figure (the dashboard, receipts, refunds) reads stored columns only.
UPDATE "bookings" SET
  "booking_ref" = gaadi_booking_ref(),
  "full_rent" = "price", "discount_percent" = 0, "discount" = 0, "rent" = "price",
  "trip_fee" = 0, "trip_fee_gst" = 0, "deposit" = 0, "commission" = 0, "commission_gst" = 0,
  "owner_earnings" = "price", "trip_fee_percent" = 0, "gst_percent" = 0, "commission_percent" = 0,
  "cancellation_policy" = 'flexible',
  "free_cancellation_until" = ("pickup_date"::text || 'T00:00:00+05:30')::timestamptz - interval '24 hours';
--> statement-breakpoint
-- Two existing bookings that drew the same reference draw again until all differ.
DO $$
BEGIN
  LOOP
    UPDATE "bookings" SET "booking_ref" = gaadi_booking_ref()
    WHERE "id" IN (
      SELECT "id" FROM (
        SELECT "id", row_number() OVER (PARTITION BY "booking_ref" ORDER BY "id") AS n FROM "bookings"
      ) numbered WHERE n > 1
    );
    EXIT WHEN NOT FOUND;
  END LOOP;
END
$$;
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "booking_ref" SET DEFAULT gaadi_booking_ref();
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "booking_ref" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "full_rent" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "discount_percent" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "discount" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "rent" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "trip_fee" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "trip_fee_gst" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "deposit" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "commission" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "commission_gst" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "owner_earnings" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "trip_fee_percent" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "gst_percent" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "commission_percent" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "cancellation_policy" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "free_cancellation_until" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "weekly_discount_percent" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "monthly_discount_percent" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "security_deposit" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "cancellation_policy" text DEFAULT 'flexible' NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_booking_ref_key" ON "bookings" USING btree ("booking_ref");
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_ref_check" CHECK ("bookings"."booking_ref" ~ '^GD-[2-9A-HJKMNP-Z]{6}$');
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_quote_check" CHECK ("bookings"."rent" + "bookings"."trip_fee" + "bookings"."trip_fee_gst" = "bookings"."price" and "bookings"."full_rent" - "bookings"."discount" = "bookings"."rent" and "bookings"."rent" - "bookings"."commission" - "bookings"."commission_gst" = "bookings"."owner_earnings");
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_quote_amounts_check" CHECK (least("bookings"."discount", "bookings"."trip_fee", "bookings"."trip_fee_gst", "bookings"."deposit", "bookings"."commission", "bookings"."commission_gst", "bookings"."owner_earnings") >= 0);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_quote_rates_check" CHECK ("bookings"."discount_percent" between 0 and 100 and "bookings"."trip_fee_percent" between 0 and 100 and "bookings"."gst_percent" between 0 and 100 and "bookings"."commission_percent" between 0 and 100);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancellation_policy_check" CHECK ("bookings"."cancellation_policy" in ('flexible', 'moderate', 'strict'));
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refund_check" CHECK (("bookings"."refund_amount" is null and "bookings"."refund_kept" is null and "bookings"."refund_lines" is null and "bookings"."refund_decided_at" is null and "bookings"."refund_owner_earnings" is null) or ("bookings"."status" = 'cancelled' and "bookings"."refund_amount" >= 0 and "bookings"."refund_kept" >= 0 and "bookings"."refund_amount" + "bookings"."refund_kept" = "bookings"."price" + "bookings"."deposit" and "bookings"."refund_lines" is not null and "bookings"."refund_decided_at" is not null and "bookings"."refund_owner_earnings" between 0 and "bookings"."rent"));
--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_discounts_check" CHECK ("cars"."weekly_discount_percent" between 0 and 50 and "cars"."monthly_discount_percent" between 0 and 50);
--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_security_deposit_check" CHECK ("cars"."security_deposit" between 0 and 50000);
--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_cancellation_policy_check" CHECK ("cars"."cancellation_policy" in ('flexible', 'moderate', 'strict'));
--> statement-breakpoint
-- The owner dashboard sums the owner's earnings now (decision 021), not price: the counted
-- index INCLUDEs owner_earnings so its probes stay index-only (decision 010), and late
-- cancellations that left the owner some earnings get a partial index of their own.
DROP INDEX "bookings_counted_car_pickup_idx";
--> statement-breakpoint
CREATE INDEX "bookings_counted_car_pickup_idx" ON "bookings" USING btree ("car_id", "pickup_date")
  INCLUDE ("return_date", "owner_earnings") WHERE "status" IN ('booked', 'on_rent', 'completed');
--> statement-breakpoint
CREATE INDEX "bookings_kept_car_pickup_idx" ON "bookings" USING btree ("car_id", "pickup_date")
  INCLUDE ("refund_owner_earnings") WHERE "status" = 'cancelled' AND "refund_owner_earnings" > 0;
