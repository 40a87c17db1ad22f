CREATE TABLE "host_trip_forms" (
	"trip_id" uuid PRIMARY KEY NOT NULL,
	"updated_by" uuid NOT NULL,
	"form" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "host_trip_forms" ADD CONSTRAINT "host_trip_forms_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_trip_forms" ADD CONSTRAINT "host_trip_forms_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;