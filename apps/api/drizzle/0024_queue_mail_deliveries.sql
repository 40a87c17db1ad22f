CREATE TABLE "mail_deliveries" (
	"key" text PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
