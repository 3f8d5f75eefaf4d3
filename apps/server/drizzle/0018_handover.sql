CREATE TABLE "claim_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"added_by" text NOT NULL,
	"file" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_photos_added_by_check" CHECK ("claim_photos"."added_by" in ('owner', 'renter'))
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"renter_id" uuid NOT NULL,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	"renter_note" text DEFAULT '' NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by_silence" boolean DEFAULT false NOT NULL,
	"disputed_at" timestamp with time zone,
	"decided_amount" integer,
	"decided_reason" text DEFAULT '' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_status_check" CHECK ("claims"."status" in ('open', 'accepted', 'disputed', 'decided')),
	CONSTRAINT "claims_amount_check" CHECK ("claims"."amount" between 1 and 500000),
	CONSTRAINT "claims_text_check" CHECK (char_length("claims"."description") between 1 and 1000 and char_length("claims"."renter_note") <= 1000),
	CONSTRAINT "claims_state_check" CHECK (("claims"."status" = 'accepted') = ("claims"."accepted_at" is not null) and ("claims"."status" in ('disputed', 'decided')) = ("claims"."disputed_at" is not null) and ("claims"."status" = 'decided') = ("claims"."decided_at" is not null and "claims"."decided_by" is not null and "claims"."decided_amount" is not null and "claims"."decided_reason" <> '') and ("claims"."decided_amount" is null or "claims"."decided_amount" between 0 and "claims"."amount") and (not "claims"."accepted_by_silence" or "claims"."status" = 'accepted'))
);
--> statement-breakpoint
CREATE TABLE "deposit_settlements" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"deposit" integer NOT NULL,
	"trip_charges" integer NOT NULL,
	"claim_amount" integer NOT NULL,
	"kept" integer NOT NULL,
	"returned" integer NOT NULL,
	"owed" integer NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_settlements_amounts_check" CHECK (least("deposit_settlements"."deposit", "deposit_settlements"."trip_charges", "deposit_settlements"."claim_amount", "deposit_settlements"."kept", "deposit_settlements"."returned", "deposit_settlements"."owed") >= 0 and "deposit_settlements"."kept" = least("deposit_settlements"."deposit", "deposit_settlements"."trip_charges" + "deposit_settlements"."claim_amount") and "deposit_settlements"."returned" = "deposit_settlements"."deposit" - "deposit_settlements"."kept" and "deposit_settlements"."owed" = "deposit_settlements"."trip_charges" + "deposit_settlements"."claim_amount" - "deposit_settlements"."kept")
);
--> statement-breakpoint
CREATE TABLE "handover_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"handover_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"side" text NOT NULL,
	"added_by" text NOT NULL,
	"file" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handover_photos_side_check" CHECK ("handover_photos"."side" in ('front', 'back', 'left', 'right', 'other')),
	CONSTRAINT "handover_photos_added_by_check" CHECK ("handover_photos"."added_by" in ('owner', 'renter'))
);
--> statement-breakpoint
CREATE TABLE "handovers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"odometer_km" integer NOT NULL,
	"fuel_unit" text NOT NULL,
	"fuel_level" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"recorded_by" uuid NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"renter_confirmed_at" timestamp with time zone,
	"renter_note" text DEFAULT '' NOT NULL,
	"renter_noted_at" timestamp with time zone,
	"extra_km" integer,
	"extra_km_charge" integer,
	"fuel_short" integer,
	"fuel_short_charge" integer,
	"trip_charges" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handovers_kind_check" CHECK ("handovers"."kind" in ('check_in', 'check_out')),
	CONSTRAINT "handovers_odometer_check" CHECK ("handovers"."odometer_km" between 0 and 2000000),
	CONSTRAINT "handovers_fuel_check" CHECK (("handovers"."fuel_unit" = 'eighths' and "handovers"."fuel_level" between 0 and 8) or ("handovers"."fuel_unit" = 'percent' and "handovers"."fuel_level" between 0 and 100)),
	CONSTRAINT "handovers_notes_check" CHECK (char_length("handovers"."notes") <= 1000 and char_length("handovers"."renter_note") <= 1000),
	CONSTRAINT "handovers_charges_check" CHECK (("handovers"."kind" = 'check_in' and "handovers"."extra_km" is null and "handovers"."extra_km_charge" is null and "handovers"."fuel_short" is null and "handovers"."fuel_short_charge" is null and "handovers"."trip_charges" is null) or ("handovers"."kind" = 'check_out' and least("handovers"."extra_km", "handovers"."extra_km_charge", "handovers"."fuel_short", "handovers"."fuel_short_charge") >= 0 and "handovers"."trip_charges" = "handovers"."extra_km_charge" + "handovers"."fuel_short_charge"))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "operator_actions" DROP CONSTRAINT "operator_actions_action_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "km_per_day" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "extra_km_rate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "fuel_charge" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "km_per_day" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "extra_km_rate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "fuel_charge" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_photos" ADD CONSTRAINT "claim_photos_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_photos" ADD CONSTRAINT "claim_photos_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_renter_id_users_id_fk" FOREIGN KEY ("renter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_settlements" ADD CONSTRAINT "deposit_settlements_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_photos" ADD CONSTRAINT "handover_photos_handover_id_handovers_id_fk" FOREIGN KEY ("handover_id") REFERENCES "public"."handovers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_photos" ADD CONSTRAINT "handover_photos_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_photos_claim_idx" ON "claim_photos" USING btree ("claim_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_photos_file_key" ON "claim_photos" USING btree ("file");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_booking_key" ON "claims" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "claims_open_respond_by_idx" ON "claims" USING btree ("respond_by") WHERE "claims"."status" = 'open';--> statement-breakpoint
CREATE INDEX "claims_disputed_idx" ON "claims" USING btree ("disputed_at") WHERE "claims"."status" = 'disputed';--> statement-breakpoint
CREATE INDEX "handover_photos_handover_idx" ON "handover_photos" USING btree ("handover_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "handover_photos_file_key" ON "handover_photos" USING btree ("file");--> statement-breakpoint
CREATE UNIQUE INDEX "handovers_booking_kind_key" ON "handovers" USING btree ("booking_id","kind");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_trip_charges_check" CHECK ("bookings"."km_per_day" between 0 and 2000 and "bookings"."extra_km_rate" between 0 and 100 and "bookings"."fuel_charge" between 0 and 5000);--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_trip_charges_check" CHECK ("cars"."km_per_day" between 0 and 2000 and "cars"."extra_km_rate" between 0 and 100 and "cars"."fuel_charge" between 0 and 5000);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('booking_created', 'booking_confirmed', 'booking_rejected', 'booking_cancelled', 'booking_on_rent', 'booking_completed', 'booking_expired', 'review_received', 'review_replied', 'car_unavailable', 'refund_processed', 'licence_approved', 'licence_rejected', 'account_suspended', 'listing_hidden', 'check_in_recorded', 'check_out_recorded', 'claim_made', 'claim_answered', 'claim_decided', 'deposit_released'));--> statement-breakpoint
ALTER TABLE "operator_actions" ADD CONSTRAINT "operator_actions_action_check" CHECK ("operator_actions"."action" in ('licence_approved', 'licence_rejected', 'account_suspended', 'account_reinstated', 'car_hidden', 'car_restored', 'claim_decided'));