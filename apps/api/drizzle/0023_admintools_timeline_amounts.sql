ALTER TABLE "transitions_log" ADD COLUMN "amount" integer;--> statement-breakpoint
ALTER TABLE "transitions_log" ADD COLUMN "currency" text;