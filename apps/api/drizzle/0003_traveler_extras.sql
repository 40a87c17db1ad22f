CREATE TABLE "booking_cancellation_requests" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"requested_by" uuid NOT NULL,
	"reason" text NOT NULL,
	"refund_method_description" text,
	"reason_code" text NOT NULL,
	"refund_amount" integer NOT NULL,
	"trip_credit_amount" integer NOT NULL,
	"fee_amount" integer NOT NULL,
	"forfeited_amount" integer NOT NULL,
	"voucher_code" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_cancellation_requests_code_check" CHECK ("booking_cancellation_requests"."reason_code" in ('11','12','13','14','16','17','19','01','04','05','06','08','09')),
	CONSTRAINT "booking_cancellation_requests_refund_check" CHECK ("booking_cancellation_requests"."refund_amount" >= 0),
	CONSTRAINT "booking_cancellation_requests_credit_check" CHECK ("booking_cancellation_requests"."trip_credit_amount" >= 0),
	CONSTRAINT "booking_cancellation_requests_fee_check" CHECK ("booking_cancellation_requests"."fee_amount" >= 0),
	CONSTRAINT "booking_cancellation_requests_forfeited_check" CHECK ("booking_cancellation_requests"."forfeited_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "booking_cancellation_requests" ADD CONSTRAINT "booking_cancellation_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_cancellation_requests" ADD CONSTRAINT "booking_cancellation_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;