CREATE TABLE "beauty_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"skin_type" text,
	"skin_concerns" text[] DEFAULT '{}' NOT NULL,
	"skin_tone" text,
	"hair_type" text,
	"hair_concerns" text[] DEFAULT '{}' NOT NULL,
	"eye_colour" text,
	"favourite_categories" text[] DEFAULT '{}' NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "recommended" boolean;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "review_id" integer;--> statement-breakpoint
ALTER TABLE "beauty_profiles" ADD CONSTRAINT "beauty_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_reviews_rating_idx" ON "product_reviews" USING btree ("product_id","rating");--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_member_product_unique" ON "product_reviews" USING btree ("user_id","product_id") WHERE "product_reviews"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_review_once_unique" ON "points_ledger" USING btree ("review_id","source") WHERE "points_ledger"."review_id" is not null;