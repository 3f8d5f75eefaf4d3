-- Double booking is impossible by construction (server-rules.md section 4, decision 004):
-- two bookings of one car in a holding status (pending, booked, on_rent) may not share a day.
-- Both ends are inclusive, hence the '[]' range.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist (
    "car_id" WITH =,
    daterange("pickup_date", "return_date", '[]') WITH &&
  ) WHERE ("status" IN ('pending', 'booked', 'on_rent'));
--> statement-breakpoint
-- Catalogue text search (customer document section 5): one lower-cased haystack over brand,
-- model, category, transmission, location, city, state and street, trigram-indexed so that
-- ILIKE '%term%' stays fast at 100,000 cars. Queries must use exactly this expression.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "cars_search_trgm_idx" ON "cars" USING gin (
  (lower("brand" || ' ' || "model" || ' ' || "category" || ' ' || "transmission" || ' ' || "location" || ' ' || "city" || ' ' || "state" || ' ' || "street")) gin_trgm_ops
);
