CREATE TABLE "host_referrals" (
	"referred_host_id" uuid PRIMARY KEY NOT NULL,
	"referrer_host_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "host_referrals_not_self_check" CHECK ("host_referrals"."referrer_host_id" <> "host_referrals"."referred_host_id")
);
--> statement-breakpoint
ALTER TABLE "host_referrals" ADD CONSTRAINT "host_referrals_referred_host_id_hosts_user_id_fk" FOREIGN KEY ("referred_host_id") REFERENCES "public"."hosts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_referrals" ADD CONSTRAINT "host_referrals_referrer_host_id_hosts_user_id_fk" FOREIGN KEY ("referrer_host_id") REFERENCES "public"."hosts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "host_referrals_referrer_idx" ON "host_referrals" USING btree ("referrer_host_id","created_at","referred_host_id");