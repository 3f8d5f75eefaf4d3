-- Availability search (decision 006, amendment): NOT EXISTS probes a car's holding bookings
-- (pending, booked, on_rent) whose pickup is on or before the requested return and whose return
-- is on or after the requested pickup. Car first, so each probe reads one car's few entries;
-- return_date in the key makes it an index-only scan. Same holding list as bookings_no_overlap.
CREATE INDEX "bookings_held_car_dates_idx" ON "bookings" USING btree ("car_id","pickup_date","return_date") WHERE "bookings"."status" in ('pending', 'booked', 'on_rent');