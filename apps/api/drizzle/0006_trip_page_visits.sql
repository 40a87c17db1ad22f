CREATE TABLE "trip_page_visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trip_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"referrer_host" text,
	"utm_source" text,
	"utm_campaign" text,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_page_visits_channel_check" CHECK ("trip_page_visits"."channel" in ('instagram','facebook','tiktok','twitter','youtube','email','search','referral','direct'))
);
--> statement-breakpoint
ALTER TABLE "trip_page_visits" ADD CONSTRAINT "trip_page_visits_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_page_visits_trip_idx" ON "trip_page_visits" USING btree ("trip_id","visited_at");