CREATE TABLE "driving_licences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"number_hash" text NOT NULL,
	"number_last4" text NOT NULL,
	"state_code" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"valid_until" date NOT NULL,
	"photo" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text DEFAULT '' NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driving_licences_status_check" CHECK ("driving_licences"."status" in ('pending', 'verified', 'rejected')),
	CONSTRAINT "driving_licences_rejection_check" CHECK (("driving_licences"."status" = 'rejected') = ("driving_licences"."rejection_reason" <> ''))
);
--> statement-breakpoint
CREATE TABLE "operator_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_id" uuid NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_actions_action_check" CHECK ("operator_actions"."action" in ('licence_approved', 'licence_rejected', 'account_suspended', 'account_reinstated', 'car_hidden', 'car_restored'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "hidden_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "hidden_by" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "available_before_hidden" boolean;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_operator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "driving_licences" ADD CONSTRAINT "driving_licences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driving_licences" ADD CONSTRAINT "driving_licences_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_actions" ADD CONSTRAINT "operator_actions_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "driving_licences_number_hash_key" ON "driving_licences" USING btree ("number_hash");--> statement-breakpoint
CREATE INDEX "driving_licences_pending_idx" ON "driving_licences" USING btree ("submitted_at") WHERE "driving_licences"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "operator_actions_created_idx" ON "operator_actions" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "operator_actions_subject_idx" ON "operator_actions" USING btree ("subject_type","subject_id");--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_hidden_check" CHECK (("cars"."hidden_at" is null) = ("cars"."hidden_by" is null) and ("cars"."hidden_by" is null or "cars"."hidden_by" in ('operator', 'suspension')));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('booking_created', 'booking_confirmed', 'booking_rejected', 'booking_cancelled', 'booking_on_rent', 'booking_completed', 'booking_expired', 'review_received', 'review_replied', 'car_unavailable', 'refund_processed', 'licence_approved', 'licence_rejected', 'account_suspended', 'listing_hidden'));--> statement-breakpoint
CREATE FUNCTION "gaadi_operator_actions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_actions is append-only' USING ERRCODE = 'P0001';
END
$$;--> statement-breakpoint
CREATE TRIGGER "operator_actions_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "operator_actions"
  FOR EACH STATEMENT EXECUTE FUNCTION "gaadi_operator_actions_append_only"();
