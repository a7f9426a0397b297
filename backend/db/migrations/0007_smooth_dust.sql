ALTER TABLE "popular_queries" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "translations" jsonb;