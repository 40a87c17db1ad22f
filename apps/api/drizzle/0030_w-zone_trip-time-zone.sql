ALTER TABLE "itineraries" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;