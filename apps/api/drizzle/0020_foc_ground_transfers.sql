ALTER TABLE "ground_transfers" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ground_transfers" ADD COLUMN "booked_by" text DEFAULT 'traveler' NOT NULL;--> statement-breakpoint
ALTER TABLE "ground_transfers" ADD COLUMN "foc_traveler_id" text;--> statement-breakpoint
ALTER TABLE "ground_transfers" ADD COLUMN "foc_traveler_name" text;--> statement-breakpoint
CREATE UNIQUE INDEX "ground_transfers_foc_leg_unique" ON "ground_transfers" USING btree ("trip_id","stage","foc_traveler_id") WHERE "ground_transfers"."booked_by" = 'host' and "ground_transfers"."status" <> 'cancelled';--> statement-breakpoint
ALTER TABLE "ground_transfers" ADD CONSTRAINT "ground_transfers_booked_by_check" CHECK ("ground_transfers"."booked_by" in ('traveler','host'));--> statement-breakpoint
ALTER TABLE "ground_transfers" ADD CONSTRAINT "ground_transfers_booked_for_check" CHECK (("ground_transfers"."booked_by" = 'traveler' and "ground_transfers"."booking_id" is not null and "ground_transfers"."foc_traveler_id" is null) or ("ground_transfers"."booked_by" = 'host' and "ground_transfers"."booking_id" is null and "ground_transfers"."foc_traveler_id" is not null));