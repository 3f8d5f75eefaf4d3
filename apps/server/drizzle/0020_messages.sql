CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"car_id" uuid NOT NULL,
	"renter_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"booking_id" uuid,
	"last_message_id" bigint,
	"last_message_at" timestamp with time zone,
	"renter_read_id" bigint DEFAULT 0 NOT NULL,
	"owner_read_id" bigint DEFAULT 0 NOT NULL,
	"renter_mailed_at" timestamp with time zone,
	"owner_mailed_at" timestamp with time zone,
	"renter_first_message_at" timestamp with time zone,
	"owner_first_reply_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_parties_check" CHECK ("conversations"."renter_id" <> "conversations"."owner_id"),
	CONSTRAINT "conversations_reply_check" CHECK ("conversations"."owner_first_reply_at" is null or ("conversations"."renter_first_message_at" is not null and "conversations"."owner_first_reply_at" >= "conversations"."renter_first_message_at"))
);
--> statement-breakpoint
CREATE TABLE "message_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" bigint NOT NULL,
	"conversation_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"file" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"masked" boolean DEFAULT false NOT NULL,
	"photo_count" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "messages_text_check" CHECK (char_length("messages"."text") <= 2000 and ("messages"."text" <> '' or "messages"."photo_count" > 0)),
	CONSTRAINT "messages_photo_count_check" CHECK ("messages"."photo_count" between 0 and 4),
	CONSTRAINT "messages_deleted_check" CHECK ("messages"."deleted_at" is null or "messages"."deleted_at" >= "messages"."created_at")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "conversation_id" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_renter_id_users_id_fk" FOREIGN KEY ("renter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_photos" ADD CONSTRAINT "message_photos_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_photos" ADD CONSTRAINT "message_photos_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_booking_key" ON "conversations" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_inquiry_key" ON "conversations" USING btree ("renter_id","car_id") WHERE "conversations"."booking_id" is null;--> statement-breakpoint
CREATE INDEX "conversations_renter_idx" ON "conversations" USING btree ("renter_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_owner_idx" ON "conversations" USING btree ("owner_id","last_message_at");--> statement-breakpoint
CREATE UNIQUE INDEX "message_photos_message_position_key" ON "message_photos" USING btree ("message_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "message_photos_file_key" ON "message_photos" USING btree ("file");--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('booking_created', 'booking_confirmed', 'booking_rejected', 'booking_cancelled', 'booking_on_rent', 'booking_completed', 'booking_expired', 'review_received', 'review_replied', 'car_unavailable', 'refund_processed', 'licence_approved', 'licence_rejected', 'account_suspended', 'listing_hidden', 'check_in_recorded', 'check_out_recorded', 'claim_made', 'claim_answered', 'claim_decided', 'deposit_released', 'message_received'));--> statement-breakpoint
-- Live delivery (issue 31 item 3): every server LISTENs on gaadi_messages and pushes each new or
-- deleted message to the two parties' open streams. The payload names the message, its
-- conversation and both parties, so a server routes it without a query; the message itself is
-- read by id (a notification carries at most 8000 bytes, a message's text may be longer).
CREATE FUNCTION "messages_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parties record;
BEGIN
  SELECT renter_id, owner_id INTO parties FROM conversations WHERE id = NEW.conversation_id;
  PERFORM pg_notify('gaadi_messages', json_build_object(
    'kind', CASE WHEN TG_OP = 'INSERT' THEN 'message' ELSE 'deleted' END,
    'id', NEW.id,
    'conversationId', NEW.conversation_id,
    'renterId', parties.renter_id,
    'ownerId', parties.owner_id)::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "messages_notify_insert" AFTER INSERT ON "messages"
  FOR EACH ROW EXECUTE FUNCTION "messages_notify"();--> statement-breakpoint
CREATE TRIGGER "messages_notify_delete" AFTER UPDATE OF "deleted_at" ON "messages"
  FOR EACH ROW WHEN (OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL)
  EXECUTE FUNCTION "messages_notify"();
