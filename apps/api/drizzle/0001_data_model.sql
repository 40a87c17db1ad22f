CREATE TABLE "operators" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"operator_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_operatorCode_unique" UNIQUE("operator_code"),
	CONSTRAINT "operators_code_check" CHECK ("operators"."operator_code" ~ '^[A-Z0-9]{2,12}$')
);
--> statement-breakpoint
CREATE TABLE "host_cohosts" (
	"cohost_id" uuid PRIMARY KEY NOT NULL,
	"primary_host_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "host_cohosts_distinct_check" CHECK ("host_cohosts"."cohost_id" <> "host_cohosts"."primary_host_id")
);
--> statement-breakpoint
CREATE TABLE "host_recommendations" (
	"host_id" uuid NOT NULL,
	"itinerary_id" uuid NOT NULL,
	"top_recommended" boolean DEFAULT false NOT NULL,
	"platform_recommended" boolean DEFAULT false NOT NULL,
	"recommended_by_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "host_recommendations_host_id_itinerary_id_pk" PRIMARY KEY("host_id","itinerary_id")
);
--> statement-breakpoint
CREATE TABLE "hosts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"onboarding_completed" boolean DEFAULT false NOT NULL,
	"page_path" text,
	"display_name" text,
	"bio" text,
	"profile_picture_url" text,
	"pronouns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"country" jsonb,
	"interests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"social_channels" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"social_engagement_user_id" text,
	"audience_export_status" text DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hosts_pagePath_unique" UNIQUE("page_path"),
	CONSTRAINT "hosts_level_check" CHECK ("hosts"."level" between 0 and 3),
	CONSTRAINT "hosts_status_check" CHECK ("hosts"."status" in ('created','ready-to-qualify','qualifying','qualified','planning','launched','confirmed','renewed')),
	CONSTRAINT "hosts_audience_export_status_check" CHECK ("hosts"."audience_export_status" in ('none','pending','success','failure')),
	CONSTRAINT "hosts_bio_length_check" CHECK (char_length("hosts"."bio") <= 350)
);
--> statement-breakpoint
CREATE TABLE "links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"link_type" text NOT NULL,
	"path" text NOT NULL,
	"destination" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "links_path_unique" UNIQUE("path"),
	CONSTRAINT "links_type_check" CHECK ("links"."link_type" in ('emailCapture','referral','survey'))
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"age" integer,
	"travel_budget" integer,
	"destinations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"time_of_year" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gender" text,
	"marketing_opt_in" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_responses_age_check" CHECK ("survey_responses"."age" >= 0),
	CONSTRAINT "survey_responses_budget_check" CHECK ("survey_responses"."travel_budget" >= 0)
);
--> statement-breakpoint
CREATE TABLE "day_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"itinerary_id" uuid,
	"trip_id" uuid,
	"service_id" uuid NOT NULL,
	"day_index" integer NOT NULL,
	"duration" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"accepted_by_host" boolean,
	"hours_requested" integer,
	"removed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "day_services_owner_check" CHECK (num_nonnulls("day_services"."itinerary_id", "day_services"."trip_id") = 1),
	CONSTRAINT "day_services_day_check" CHECK ("day_services"."day_index" >= 0),
	CONSTRAINT "day_services_duration_check" CHECK ("day_services"."duration" >= 1),
	CONSTRAINT "day_services_hours_check" CHECK ("day_services"."hours_requested" >= 0)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"timing" text,
	"start_time" text,
	"length" integer,
	"number_of_nights" integer,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"in_library" boolean DEFAULT false NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_type_check" CHECK ("services"."type" in ('ACCOMMODATION','INFO','MEAL','ACTIVITY','WORKSHOP_SPACE','TRANSFER','AIRPORT_TRANSFER','FULL_DAY','INFORMAL_GATHERING')),
	CONSTRAINT "services_timing_check" CHECK ("services"."timing" is null or "services"."timing" in ('pre-trip','post-trip')),
	CONSTRAINT "services_price_check" CHECK ("services"."price" >= 0),
	CONSTRAINT "services_length_check" CHECK ("services"."length" >= 0),
	CONSTRAINT "services_nights_check" CHECK ("services"."number_of_nights" >= 0),
	CONSTRAINT "services_currency_check" CHECK ("services"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "itineraries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_id" uuid NOT NULL,
	"name" text NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"destination" text DEFAULT '' NOT NULL,
	"trip_summary" text DEFAULT '' NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"length_in_days" integer NOT NULL,
	"photos" jsonb DEFAULT '{"itineraryPhotos":[]}'::jsonb NOT NULL,
	"header_photo" jsonb,
	"status" text DEFAULT 'created' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"minimum_spots" integer,
	"maximum_spots" integer DEFAULT 20 NOT NULL,
	"activity_level" text,
	"traveler_insurance_required" boolean DEFAULT false NOT NULL,
	"operator_code" text,
	"arrival_location" jsonb,
	"departure_location" jsonb,
	"itinerary_inventory_enabled" boolean DEFAULT false NOT NULL,
	"host_ground_transfer_cost" integer,
	"trip_lead_time" integer,
	"additional_optional_services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_date" date,
	"packages" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "itineraries_id_operator_unique" UNIQUE("id","operator_id"),
	CONSTRAINT "itineraries_status_check" CHECK ("itineraries"."status" in ('created','incomplete','in-review','complete')),
	CONSTRAINT "itineraries_length_check" CHECK ("itineraries"."length_in_days" >= 1),
	CONSTRAINT "itineraries_minimum_spots_check" CHECK ("itineraries"."minimum_spots" >= 1),
	CONSTRAINT "itineraries_maximum_spots_check" CHECK ("itineraries"."maximum_spots" >= 1),
	CONSTRAINT "itineraries_spots_order_check" CHECK ("itineraries"."minimum_spots" <= "itineraries"."maximum_spots"),
	CONSTRAINT "itineraries_ground_transfer_cost_check" CHECK ("itineraries"."host_ground_transfer_cost" >= 0),
	CONSTRAINT "itineraries_lead_time_check" CHECK ("itineraries"."trip_lead_time" >= 0),
	CONSTRAINT "itineraries_currency_check" CHECK ("itineraries"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "validity_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"itinerary_id" uuid NOT NULL,
	"package_level" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_blackout" boolean DEFAULT false NOT NULL,
	"instant_approval_allowed" boolean DEFAULT false NOT NULL,
	"single_supplement_price" integer DEFAULT 0 NOT NULL,
	"cost_thresholds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "validity_periods_package_check" CHECK ("validity_periods"."package_level" in ('standard','economy','premium')),
	CONSTRAINT "validity_periods_range_check" CHECK ("validity_periods"."end_date" >= "validity_periods"."start_date"),
	CONSTRAINT "validity_periods_single_supplement_check" CHECK ("validity_periods"."single_supplement_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "accommodation_alternatives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"itinerary_id" uuid NOT NULL,
	"day_range_index" integer NOT NULL,
	"default_service_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	CONSTRAINT "accommodation_alternatives_unique" UNIQUE("itinerary_id","day_range_index","service_id"),
	CONSTRAINT "accommodation_alternatives_range_check" CHECK ("accommodation_alternatives"."day_range_index" >= 0),
	CONSTRAINT "accommodation_alternatives_distinct_check" CHECK ("accommodation_alternatives"."service_id" <> "accommodation_alternatives"."default_service_id")
);
--> statement-breakpoint
CREATE TABLE "accommodation_selections" (
	"inventory_item_id" uuid NOT NULL,
	"day_range_index" integer NOT NULL,
	"service_id" uuid NOT NULL,
	CONSTRAINT "accommodation_selections_inventory_item_id_day_range_index_pk" PRIMARY KEY("inventory_item_id","day_range_index"),
	CONSTRAINT "accommodation_selections_range_check" CHECK ("accommodation_selections"."day_range_index" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"itinerary_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"package_level" text NOT NULL,
	"quantity_available" integer DEFAULT 1 NOT NULL,
	"quantity_pending" integer DEFAULT 0 NOT NULL,
	"quantity_confirmed" integer DEFAULT 0 NOT NULL,
	"single_supplement_price" integer DEFAULT 0 NOT NULL,
	"single_supplement_quantity_available" integer DEFAULT 0 NOT NULL,
	"pre_transfer_price" integer,
	"post_transfer_price" integer,
	"pre_accommodation" jsonb,
	"post_accommodation" jsonb,
	"cost_schedule" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_items_departure_unique" UNIQUE("itinerary_id","start_date","package_level"),
	CONSTRAINT "inventory_items_package_check" CHECK ("inventory_items"."package_level" in ('standard','economy','premium')),
	CONSTRAINT "inventory_items_available_check" CHECK ("inventory_items"."quantity_available" >= 0),
	CONSTRAINT "inventory_items_pending_check" CHECK ("inventory_items"."quantity_pending" >= 0),
	CONSTRAINT "inventory_items_confirmed_check" CHECK ("inventory_items"."quantity_confirmed" >= 0),
	CONSTRAINT "inventory_items_confirmed_within_available_check" CHECK ("inventory_items"."quantity_confirmed" <= "inventory_items"."quantity_available"),
	CONSTRAINT "inventory_items_single_supplement_price_check" CHECK ("inventory_items"."single_supplement_price" >= 0),
	CONSTRAINT "inventory_items_single_supplement_quantity_check" CHECK ("inventory_items"."single_supplement_quantity_available" >= 0),
	CONSTRAINT "inventory_items_pre_transfer_check" CHECK ("inventory_items"."pre_transfer_price" >= 0),
	CONSTRAINT "inventory_items_post_transfer_check" CHECK ("inventory_items"."post_transfer_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trip_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"itinerary_id" uuid NOT NULL,
	"inventory_item_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"selected_package" text NOT NULL,
	"start_date" date,
	"instantly_approved" boolean DEFAULT false NOT NULL,
	"auto_priced" boolean DEFAULT false NOT NULL,
	"dietary_restriction" text,
	"additional_requests" text DEFAULT '' NOT NULL,
	"form_values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_requests_status_check" CHECK ("trip_requests"."status" in ('pending','trip-created','accepted','rejected')),
	CONSTRAINT "trip_requests_package_check" CHECK ("trip_requests"."selected_package" in ('standard','economy','premium'))
);
--> statement-breakpoint
CREATE TABLE "important_dates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"key" text NOT NULL,
	"date" date NOT NULL,
	"is_simple_date" boolean DEFAULT true NOT NULL,
	CONSTRAINT "important_dates_trip_key_unique" UNIQUE("trip_id","key"),
	CONSTRAINT "important_dates_key_check" CHECK ("important_dates"."key" in ('earnings-50-percent-and-report','earnings-remaining-50-percent','form-reminder','launch-scheduled','launch-schedule-reminder','minimum-bookings-deadline','payments-due','payment-reminder-1','payment-reminder-2','payment-reminder-3','payment-reminder-4','roommate-assignments','trip-closed','trip-guide-intro','trip-start'))
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"short_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"publish_status" text DEFAULT 'pending' NOT NULL,
	"itinerary_id" uuid NOT NULL,
	"operator_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"account_manager_id" uuid,
	"trip_request_id" uuid,
	"inventory_item_id" uuid,
	"selected_package" text,
	"start_date" date NOT NULL,
	"end_date" date,
	"destination" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"trip_path" text,
	"trip_summary" text DEFAULT '' NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photos" jsonb DEFAULT '{"itineraryPhotos":[]}'::jsonb NOT NULL,
	"launch_date" timestamp with time zone,
	"publish_request" timestamp with time zone,
	"last_publish_date" timestamp with time zone,
	"has_host_completed_promote_tutorial" boolean DEFAULT false NOT NULL,
	"booking_auto_confirmation" boolean DEFAULT false NOT NULL,
	"promote_emails" jsonb,
	"promotional_assets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"minimum_spots" integer,
	"maximum_spots" integer DEFAULT 20 NOT NULL,
	"spots_taken" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"cost_thresholds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"single_supplement_price" integer DEFAULT 0 NOT NULL,
	"single_supplement_quantity" integer DEFAULT 0 NOT NULL,
	"single_supplement_quantity_available" integer DEFAULT 0 NOT NULL,
	"price_initial" integer,
	"price_remaining" integer,
	"service_fee" integer,
	"transaction_fee" integer,
	"flight_stipend" integer,
	"host_terms" jsonb,
	"terms_accepted_at" timestamp with time zone,
	"earnings_approved_at" timestamp with time zone,
	"operator_terms" boolean DEFAULT false NOT NULL,
	"instantly_approved" boolean DEFAULT false NOT NULL,
	"quantity_host_rooms" integer,
	"host_rooms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"companions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dietary_restriction" text,
	"additional_requests" text DEFAULT '' NOT NULL,
	"optional_services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"host_selected_optional_services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"selected_workshop_spaces" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"additional_optional_services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"host_ground_transfers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"operator_technical_itinerary_approved" boolean DEFAULT false NOT NULL,
	"admin_technical_itinerary_approved" boolean DEFAULT false NOT NULL,
	"passport_required" boolean DEFAULT false NOT NULL,
	"preparation_list_url" text,
	"bookings_deadline" integer,
	"traveler_insurance_required" boolean DEFAULT false NOT NULL,
	"mobile_app_enabled" boolean DEFAULT false NOT NULL,
	"internal_cancellation_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trips_shortId_unique" UNIQUE("short_id"),
	CONSTRAINT "trips_tripRequestId_unique" UNIQUE("trip_request_id"),
	CONSTRAINT "trips_tripPath_unique" UNIQUE("trip_path"),
	CONSTRAINT "trips_id_host_unique" UNIQUE("id","host_id"),
	CONSTRAINT "trips_status_check" CHECK ("trips"."status" in ('created','partner-approved','pricing-approved','host-approved','live','ready-to-confirm','early-confirmed','confirmed','closed','complete','cancelled')),
	CONSTRAINT "trips_publish_status_check" CHECK ("trips"."publish_status" in ('pending','in-review','marketing','live')),
	CONSTRAINT "trips_package_check" CHECK ("trips"."selected_package" is null or "trips"."selected_package" in ('standard','economy','premium')),
	CONSTRAINT "trips_dates_check" CHECK ("trips"."end_date" >= "trips"."start_date"),
	CONSTRAINT "trips_minimum_spots_check" CHECK ("trips"."minimum_spots" >= 0),
	CONSTRAINT "trips_maximum_spots_check" CHECK ("trips"."maximum_spots" >= 1),
	CONSTRAINT "trips_spots_order_check" CHECK ("trips"."minimum_spots" <= "trips"."maximum_spots"),
	CONSTRAINT "trips_spots_taken_check" CHECK ("trips"."spots_taken" >= 0 and "trips"."spots_taken" <= "trips"."maximum_spots"),
	CONSTRAINT "trips_single_supplement_price_check" CHECK ("trips"."single_supplement_price" >= 0),
	CONSTRAINT "trips_single_supplement_quantity_check" CHECK ("trips"."single_supplement_quantity" >= 0),
	CONSTRAINT "trips_single_supplement_available_check" CHECK ("trips"."single_supplement_quantity_available" >= 0 and "trips"."single_supplement_quantity_available" <= "trips"."single_supplement_quantity"),
	CONSTRAINT "trips_price_initial_check" CHECK ("trips"."price_initial" >= 0),
	CONSTRAINT "trips_price_remaining_check" CHECK ("trips"."price_remaining" >= 0),
	CONSTRAINT "trips_service_fee_check" CHECK ("trips"."service_fee" >= 0),
	CONSTRAINT "trips_transaction_fee_check" CHECK ("trips"."transaction_fee" >= 0),
	CONSTRAINT "trips_flight_stipend_check" CHECK ("trips"."flight_stipend" >= 0),
	CONSTRAINT "trips_host_rooms_check" CHECK ("trips"."quantity_host_rooms" >= 0),
	CONSTRAINT "trips_bookings_deadline_check" CHECK ("trips"."bookings_deadline" >= 0),
	CONSTRAINT "trips_cancellation_reason_check" CHECK ("trips"."internal_cancellation_reason" is null or "trips"."internal_cancellation_reason" in ('11','12','13','14','16','17','19','01','04','05','06','08','09')),
	CONSTRAINT "trips_currency_check" CHECK ("trips"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "email_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"drip_campaign_identifier" text,
	"drip_identifier" text,
	"scheduled_label" text,
	"host_blurb" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"scheduled_date" timestamp with time zone,
	"completed_date" timestamp with time zone,
	"clicked" integer DEFAULT 0 NOT NULL,
	"opened" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "email_campaigns_status_check" CHECK ("email_campaigns"."status" in ('Pending','Scheduled','Sent','Disabled','Canceled')),
	CONSTRAINT "email_campaigns_clicked_check" CHECK ("email_campaigns"."clicked" >= 0),
	CONSTRAINT "email_campaigns_opened_check" CHECK ("email_campaigns"."opened" >= 0)
);
--> statement-breakpoint
CREATE TABLE "add_ons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'CONFIRMED' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price_with_fee" integer NOT NULL,
	"price" integer,
	"currency" text DEFAULT 'USD' NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"manage_mode" boolean DEFAULT false NOT NULL,
	"service_id" uuid,
	"service" jsonb,
	"ground_transfer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "add_ons_type_check" CHECK ("add_ons"."type" in ('additional-service','activity','single-supplement','ground-transfer','insurance-plan')),
	CONSTRAINT "add_ons_status_check" CHECK ("add_ons"."status" in ('AVAILABLE','CONFIRMED','PENDING_ADDITION','PENDING_REMOVAL')),
	CONSTRAINT "add_ons_quantity_check" CHECK ("add_ons"."quantity" >= 1),
	CONSTRAINT "add_ons_currency_check" CHECK ("add_ons"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "booking_travelers" (
	"booking_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_travelers_booking_id_user_id_pk" PRIMARY KEY("booking_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" text NOT NULL,
	"trip_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_pending_cancellation" boolean DEFAULT false NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"travel_amount" integer NOT NULL,
	"paid_amount" integer DEFAULT 0 NOT NULL,
	"due_amount" integer NOT NULL,
	"payment_due_date" date,
	"total_spots_booked" integer DEFAULT 1 NOT NULL,
	"travelers_rooms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"automatic_payment_status" text,
	"rezdy_trip_id" text,
	"internal_cancellation_reason" text,
	"cancellation_requested_at" timestamp with time zone,
	"cancelled_by_host" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_orderId_unique" UNIQUE("order_id"),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('pending','awaiting','waitlist','confirmed','cancelled')),
	CONSTRAINT "bookings_travel_amount_check" CHECK ("bookings"."travel_amount" >= 0),
	CONSTRAINT "bookings_paid_amount_check" CHECK ("bookings"."paid_amount" >= 0),
	CONSTRAINT "bookings_spots_check" CHECK ("bookings"."total_spots_booked" >= 1),
	CONSTRAINT "bookings_cancellation_reason_check" CHECK ("bookings"."internal_cancellation_reason" is null or "bookings"."internal_cancellation_reason" in ('11','12','13','14','16','17','19','01','04','05','06','08','09')),
	CONSTRAINT "bookings_currency_check" CHECK ("bookings"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text DEFAULT 'in-progress' NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key"),
	CONSTRAINT "idempotency_keys_status_check" CHECK ("idempotency_keys"."status" in ('in-progress','completed')),
	CONSTRAINT "idempotency_keys_key_length_check" CHECK (char_length("idempotency_keys"."key") between 1 and 255),
	CONSTRAINT "idempotency_keys_response_check" CHECK (("idempotency_keys"."status" = 'completed') = ("idempotency_keys"."response_status" is not null))
);
--> statement-breakpoint
CREATE TABLE "insurance_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"add_on_id" uuid,
	"user_id" uuid NOT NULL,
	"policy_number" text,
	"coverage" text NOT NULL,
	"claims_url" text,
	"confirmation_of_benefits_url" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"premium" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_policies_policyNumber_unique" UNIQUE("policy_number"),
	CONSTRAINT "insurance_policies_status_check" CHECK ("insurance_policies"."status" in ('pending','confirmed','modification-pending','cancellation-pending','cancelled')),
	CONSTRAINT "insurance_policies_premium_check" CHECK ("insurance_policies"."premium" >= 0),
	CONSTRAINT "insurance_policies_currency_check" CHECK ("insurance_policies"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"provider_reference" text,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_type_check" CHECK ("payments"."type" in ('credit-card','payment-intent')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('success','pending','failed')),
	CONSTRAINT "payments_currency_check" CHECK ("payments"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "ground_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"trip_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"code" text NOT NULL,
	"stage" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_status" text,
	"origin" jsonb NOT NULL,
	"destination" jsonb NOT NULL,
	"pickup_local_time" text NOT NULL,
	"pickup_time_zone" text DEFAULT 'UTC' NOT NULL,
	"vehicle_category" text NOT NULL,
	"price" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"passengers" integer DEFAULT 1 NOT NULL,
	"carry_on_luggage" integer DEFAULT 0 NOT NULL,
	"checked_luggage" integer DEFAULT 0 NOT NULL,
	"traveler" jsonb NOT NULL,
	"transfer_company" jsonb,
	"driver" jsonb,
	"duration_in_seconds" integer,
	"distance_in_meters" integer,
	"cancellation_type" text,
	"cancelled_at" timestamp with time zone,
	"cancellation_reason" text,
	"cancellation_cost" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ground_transfers_code_unique" UNIQUE("code"),
	CONSTRAINT "ground_transfers_stage_check" CHECK ("ground_transfers"."stage" in ('arrival','departure')),
	CONSTRAINT "ground_transfers_status_check" CHECK ("ground_transfers"."status" in ('pending','confirmed','driver-assigned','driver-underway','driver-arrived','journey-in-progress','completed','cancelled','processing')),
	CONSTRAINT "ground_transfers_cancellation_type_check" CHECK ("ground_transfers"."cancellation_type" is null or "ground_transfers"."cancellation_type" in ('customer','host','admin','provider')),
	CONSTRAINT "ground_transfers_pickup_check" CHECK ("ground_transfers"."pickup_local_time" ~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}'),
	CONSTRAINT "ground_transfers_price_check" CHECK ("ground_transfers"."price" >= 0),
	CONSTRAINT "ground_transfers_passengers_check" CHECK ("ground_transfers"."passengers" >= 1),
	CONSTRAINT "ground_transfers_carry_on_check" CHECK ("ground_transfers"."carry_on_luggage" >= 0),
	CONSTRAINT "ground_transfers_checked_check" CHECK ("ground_transfers"."checked_luggage" >= 0),
	CONSTRAINT "ground_transfers_duration_check" CHECK ("ground_transfers"."duration_in_seconds" >= 0),
	CONSTRAINT "ground_transfers_distance_check" CHECK ("ground_transfers"."distance_in_meters" >= 0),
	CONSTRAINT "ground_transfers_cancellation_cost_check" CHECK ("ground_transfers"."cancellation_cost" >= 0),
	CONSTRAINT "ground_transfers_currency_check" CHECK ("ground_transfers"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "traveler_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"gender" text,
	"date_of_birth" date,
	"country_code" text,
	"phone" text,
	"instagram_handle" text,
	CONSTRAINT "traveler_profiles_country_check" CHECK ("traveler_profiles"."country_code" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "travelers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"trip_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"waiver_signed_at" timestamp with time zone,
	"minor_disclaimer" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travelers_user_trip_unique" UNIQUE("user_id","trip_id"),
	CONSTRAINT "travelers_type_check" CHECK ("travelers"."type" in ('traveler-primary','traveler-secondary')),
	CONSTRAINT "travelers_status_check" CHECK ("travelers"."status" in ('created','waiver-complete','trip-form-complete','ready-to-travel','complete','feedback-complete','cancelled'))
);
--> statement-breakpoint
CREATE TABLE "trip_forms" (
	"traveler_id" uuid PRIMARY KEY NOT NULL,
	"flight_information" jsonb NOT NULL,
	"end_of_trip_plans" text,
	"travel_insurance" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"special_requests" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"passport_information" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"emergency_contact" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"disclosures_and_preferences" jsonb NOT NULL,
	"medical_and_mobility_disclosure" text,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_forms_end_of_trip_plans_check" CHECK ("trip_forms"."end_of_trip_plans" is null or "trip_forms"."end_of_trip_plans" in ('Returning home','Continuing travels','Undecided'))
);
--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_cohosts" ADD CONSTRAINT "host_cohosts_cohost_id_users_id_fk" FOREIGN KEY ("cohost_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_cohosts" ADD CONSTRAINT "host_cohosts_primary_host_id_hosts_user_id_fk" FOREIGN KEY ("primary_host_id") REFERENCES "public"."hosts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_recommendations" ADD CONSTRAINT "host_recommendations_host_id_hosts_user_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_recommendations" ADD CONSTRAINT "host_recommendations_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_recommendations" ADD CONSTRAINT "host_recommendations_recommended_by_id_users_id_fk" FOREIGN KEY ("recommended_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosts" ADD CONSTRAINT "hosts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_host_id_hosts_user_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_host_id_hosts_user_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_services" ADD CONSTRAINT "day_services_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_services" ADD CONSTRAINT "day_services_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_services" ADD CONSTRAINT "day_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itineraries" ADD CONSTRAINT "itineraries_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validity_periods" ADD CONSTRAINT "validity_periods_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_alternatives" ADD CONSTRAINT "accommodation_alternatives_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_alternatives" ADD CONSTRAINT "accommodation_alternatives_default_service_id_services_id_fk" FOREIGN KEY ("default_service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_alternatives" ADD CONSTRAINT "accommodation_alternatives_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_selections" ADD CONSTRAINT "accommodation_selections_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_selections" ADD CONSTRAINT "accommodation_selections_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_requests" ADD CONSTRAINT "trip_requests_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_requests" ADD CONSTRAINT "trip_requests_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_requests" ADD CONSTRAINT "trip_requests_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "important_dates" ADD CONSTRAINT "important_dates_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_account_manager_id_users_id_fk" FOREIGN KEY ("account_manager_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_trip_request_id_trip_requests_id_fk" FOREIGN KEY ("trip_request_id") REFERENCES "public"."trip_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_itinerary_operator_fk" FOREIGN KEY ("itinerary_id","operator_id") REFERENCES "public"."itineraries"("id","operator_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_operator_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD CONSTRAINT "email_campaigns_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "add_ons" ADD CONSTRAINT "add_ons_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "add_ons" ADD CONSTRAINT "add_ons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "add_ons" ADD CONSTRAINT "add_ons_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "add_ons" ADD CONSTRAINT "add_ons_ground_transfer_id_ground_transfers_id_fk" FOREIGN KEY ("ground_transfer_id") REFERENCES "public"."ground_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_travelers" ADD CONSTRAINT "booking_travelers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_travelers" ADD CONSTRAINT "booking_travelers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_add_on_id_add_ons_id_fk" FOREIGN KEY ("add_on_id") REFERENCES "public"."add_ons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ground_transfers" ADD CONSTRAINT "ground_transfers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ground_transfers" ADD CONSTRAINT "ground_transfers_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ground_transfers" ADD CONSTRAINT "ground_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traveler_profiles" ADD CONSTRAINT "traveler_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travelers" ADD CONSTRAINT "travelers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travelers" ADD CONSTRAINT "travelers_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travelers" ADD CONSTRAINT "travelers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_forms" ADD CONSTRAINT "trip_forms_traveler_id_travelers_id_fk" FOREIGN KEY ("traveler_id") REFERENCES "public"."travelers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "host_cohosts_primary_idx" ON "host_cohosts" USING btree ("primary_host_id");--> statement-breakpoint
CREATE INDEX "survey_responses_host_idx" ON "survey_responses" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "day_services_itinerary_idx" ON "day_services" USING btree ("itinerary_id","day_index");--> statement-breakpoint
CREATE INDEX "day_services_trip_idx" ON "day_services" USING btree ("trip_id","day_index");--> statement-breakpoint
CREATE INDEX "services_operator_idx" ON "services" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "itineraries_operator_idx" ON "itineraries" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "validity_periods_itinerary_idx" ON "validity_periods" USING btree ("itinerary_id","package_level");--> statement-breakpoint
CREATE INDEX "inventory_items_itinerary_idx" ON "inventory_items" USING btree ("itinerary_id","start_date");--> statement-breakpoint
CREATE INDEX "trip_requests_host_idx" ON "trip_requests" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "trips_host_idx" ON "trips" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "trips_operator_idx" ON "trips" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "trips_inventory_item_idx" ON "trips" USING btree ("inventory_item_id");--> statement-breakpoint
CREATE INDEX "email_campaigns_trip_idx" ON "email_campaigns" USING btree ("trip_id","sort_order");--> statement-breakpoint
CREATE INDEX "add_ons_booking_idx" ON "add_ons" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_travelers_user_idx" ON "booking_travelers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bookings_trip_idx" ON "bookings" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "bookings_customer_idx" ON "bookings" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "insurance_policies_booking_idx" ON "insurance_policies" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "ground_transfers_booking_idx" ON "ground_transfers" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "ground_transfers_trip_idx" ON "ground_transfers" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "travelers_booking_idx" ON "travelers" USING btree ("booking_id");