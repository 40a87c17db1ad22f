CREATE TABLE "automatic_payment_cards" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"card_token" text NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduler_ledger" (
	"rule" text NOT NULL,
	"object_id" text NOT NULL,
	"due_on" text NOT NULL,
	"outcome" text DEFAULT 'applied' NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scheduler_ledger_key" PRIMARY KEY("rule","object_id","due_on"),
	CONSTRAINT "scheduler_ledger_rule_check" CHECK ("scheduler_ledger"."rule" in ('trip-launch','launch-overdue','minimum-bookings-overdue','payment-reminder-1','payment-reminder-2','payment-reminder-3','payment-reminder-4','automatic-payment','campaign-send','bookings-final','trip-complete')),
	CONSTRAINT "scheduler_ledger_outcome_check" CHECK ("scheduler_ledger"."outcome" in ('applied','declined'))
);
--> statement-breakpoint
ALTER TABLE "trips" DROP CONSTRAINT "trips_cancellation_reason_check";--> statement-breakpoint
ALTER TABLE "automatic_payment_cards" ADD CONSTRAINT "automatic_payment_cards_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduler_ledger_object_idx" ON "scheduler_ledger" USING btree ("object_id");--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_cancellation_reason_check" CHECK ("trips"."internal_cancellation_reason" is null or "trips"."internal_cancellation_reason" in ('automatic-launch-overdue','automatic-minimum-bookings-overdue','provider-cancelled-not-confirmed','provider-cancelled-force-majeure','provider-cancelled-sick-trip','provider-cancelled-suspicious-activity','provider-cancelled-verified-fraudulent','default','11','12','13','14','16','17','19','01','04','05','06','08','09'));