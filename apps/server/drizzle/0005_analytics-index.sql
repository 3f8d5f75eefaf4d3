-- Owner analytics (server-rules.md section 8, decision 010): the dashboard's statements read,
-- for each car of the owner, its counted bookings (booked, on_rent, completed) by pickup date
-- (money: pickup_date inside the range; occupancy: pickup_date <= the range's end, then
-- return_date >= its start). Car first, so each probe reads one car's entries; price and
-- return_date INCLUDEd so every probe is an index-only scan (no heap visit per booking).
-- Drizzle cannot declare INCLUDE, so this index lives here, not in schema.ts (like 0002's).
CREATE INDEX "bookings_counted_car_pickup_idx" ON "bookings" USING btree ("car_id", "pickup_date")
  INCLUDE ("return_date", "price") WHERE "status" IN ('booked', 'on_rent', 'completed');
