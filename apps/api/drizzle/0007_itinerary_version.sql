ALTER TABLE "itineraries" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "itineraries_operator_status_name_idx" ON "itineraries" USING btree ("operator_id","status","name","id");--> statement-breakpoint
ALTER TABLE "itineraries" ADD CONSTRAINT "itineraries_version_check" CHECK ("itineraries"."version" >= 1);