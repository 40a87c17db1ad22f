CREATE TABLE "room_assignments" (
	"traveler_id" uuid PRIMARY KEY NOT NULL,
	"trip_id" uuid NOT NULL,
	"room_label" text NOT NULL,
	"room_kind" text NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_assignments_kind_check" CHECK ("room_assignments"."room_kind" in ('shared','private'))
);
--> statement-breakpoint
ALTER TABLE "room_assignments" ADD CONSTRAINT "room_assignments_traveler_id_travelers_id_fk" FOREIGN KEY ("traveler_id") REFERENCES "public"."travelers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_assignments" ADD CONSTRAINT "room_assignments_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_assignments_trip_idx" ON "room_assignments" USING btree ("trip_id","room_label");