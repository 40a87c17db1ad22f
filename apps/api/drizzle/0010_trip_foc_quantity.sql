ALTER TABLE "trips" ADD COLUMN "foc_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_foc_quantity_check" CHECK ("trips"."foc_quantity" >= 0);