CREATE TABLE "booking_discount_codes" (
	"booking_id" uuid NOT NULL,
	"discount_code_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"applied_by" uuid NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_discount_codes_booking_id_discount_code_id_pk" PRIMARY KEY("booking_id","discount_code_id"),
	CONSTRAINT "booking_discount_codes_amount_check" CHECK ("booking_discount_codes"."amount" >= 1)
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"currency" text,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "discount_codes_upper_check" CHECK ("discount_codes"."code" = upper("discount_codes"."code")),
	CONSTRAINT "discount_codes_kind_check" CHECK ("discount_codes"."kind" in ('fixed','percent')),
	CONSTRAINT "discount_codes_value_check" CHECK ("discount_codes"."value" >= 1 and ("discount_codes"."kind" <> 'percent' or "discount_codes"."value" <= 100)),
	CONSTRAINT "discount_codes_currency_check" CHECK (("discount_codes"."kind" = 'percent' and "discount_codes"."currency" is null) or ("discount_codes"."kind" = 'fixed' and "discount_codes"."currency" ~ '^[A-Z]{3}$')),
	CONSTRAINT "discount_codes_max_uses_check" CHECK ("discount_codes"."max_uses" is null or "discount_codes"."max_uses" >= 1)
);
--> statement-breakpoint
ALTER TABLE "booking_discount_codes" ADD CONSTRAINT "booking_discount_codes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_discount_codes" ADD CONSTRAINT "booking_discount_codes_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_discount_codes" ADD CONSTRAINT "booking_discount_codes_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_discount_codes_code_idx" ON "booking_discount_codes" USING btree ("discount_code_id");