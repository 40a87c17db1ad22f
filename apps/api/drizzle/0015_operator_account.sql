ALTER TABLE "operators" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "addresses" jsonb DEFAULT '[]'::jsonb NOT NULL;