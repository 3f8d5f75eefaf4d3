CREATE TABLE "car_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"car_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "car_blocks_dates_check" CHECK ("car_blocks"."end_date" >= "car_blocks"."start_date"),
	CONSTRAINT "car_blocks_note_check" CHECK (char_length("car_blocks"."note") <= 60)
);
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "advance_notice_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "min_trip_days" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "max_trip_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "instant_book" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "car_blocks" ADD CONSTRAINT "car_blocks_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_blocks_car_idx" ON "car_blocks" USING btree ("car_id","start_date");--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_advance_notice_check" CHECK ("cars"."advance_notice_days" between 0 and 7);--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_min_trip_check" CHECK ("cars"."min_trip_days" between 1 and 30);--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_max_trip_check" CHECK ("cars"."max_trip_days" between 1 and 90);--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_trip_range_check" CHECK ("cars"."min_trip_days" <= "cars"."max_trip_days");