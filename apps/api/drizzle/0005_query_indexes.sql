DROP INDEX "itineraries_operator_idx";--> statement-breakpoint
DROP INDEX "trip_requests_host_idx";--> statement-breakpoint
DROP INDEX "trips_host_idx";--> statement-breakpoint
DROP INDEX "trips_operator_idx";--> statement-breakpoint
DROP INDEX "booking_travelers_user_idx";--> statement-breakpoint
DROP INDEX "bookings_trip_idx";--> statement-breakpoint
DROP INDEX "bookings_customer_idx";--> statement-breakpoint
CREATE INDEX "users_email_id_idx" ON "users" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "users_group_last_name_idx" ON "users" USING btree ("group","last_name","id");--> statement-breakpoint
CREATE INDEX "hosts_status_idx" ON "hosts" USING btree ("status","user_id");--> statement-breakpoint
CREATE INDEX "links_host_idx" ON "links" USING btree ("host_id","id");--> statement-breakpoint
CREATE INDEX "links_type_idx" ON "links" USING btree ("link_type","id");--> statement-breakpoint
CREATE INDEX "itineraries_status_idx" ON "itineraries" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "itineraries_name_idx" ON "itineraries" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "trip_requests_itinerary_idx" ON "trip_requests" USING btree ("itinerary_id","id");--> statement-breakpoint
CREATE INDEX "trip_requests_status_idx" ON "trip_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "trips_status_idx" ON "trips" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "travelers_trip_idx" ON "travelers" USING btree ("trip_id","id");--> statement-breakpoint
CREATE INDEX "travelers_status_idx" ON "travelers" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "itineraries_operator_idx" ON "itineraries" USING btree ("operator_id","id");--> statement-breakpoint
CREATE INDEX "trip_requests_host_idx" ON "trip_requests" USING btree ("host_id","id");--> statement-breakpoint
CREATE INDEX "trips_host_idx" ON "trips" USING btree ("host_id","id");--> statement-breakpoint
CREATE INDEX "trips_operator_idx" ON "trips" USING btree ("operator_id","id");--> statement-breakpoint
CREATE INDEX "booking_travelers_user_idx" ON "booking_travelers" USING btree ("user_id","booking_id");--> statement-breakpoint
CREATE INDEX "bookings_trip_idx" ON "bookings" USING btree ("trip_id","status");--> statement-breakpoint
CREATE INDEX "bookings_customer_idx" ON "bookings" USING btree ("customer_id","id");