-- Availability search (server-rules.md section 4, decision 006 amendment): the listing's and
-- check-availability's NOT EXISTS probes, for each car of the page, its holding bookings
-- (pending, booked, on_rent, as in bookings_no_overlap) with pickup_date <= the requested
-- return and return_date >= the requested pickup. Car first, so a probe reads one car's few
-- entries; return_date INCLUDEd (not a key column) so the probe is an index-only scan that
-- PostgreSQL 18's skip-scan costing does not overprice: with return_date as a third key
-- column, PGlite's planner preferred a merge join reading the whole index. Drizzle cannot
-- declare INCLUDE, so this index lives here, not in schema.ts (like 0001's exclusion
-- constraint).
CREATE INDEX "bookings_held_car_pickup_idx" ON "bookings" USING btree ("car_id", "pickup_date")
  INCLUDE ("return_date") WHERE "status" IN ('pending', 'booked', 'on_rent');
