ALTER TABLE "happening_banners" ADD COLUMN "segment" text;--> statement-breakpoint
ALTER TABLE "happening_banners" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;