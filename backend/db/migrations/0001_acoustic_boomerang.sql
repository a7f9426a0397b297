CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"country" text NOT NULL,
	"store_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price" integer NOT NULL,
	"capacity" integer NOT NULL,
	"artist_ids" integer[] NOT NULL,
	"app_only" boolean DEFAULT false NOT NULL,
	"brand_id" integer,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"country" text NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_time_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"artist_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "artists" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"specialty" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"questions" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"tagline" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"is_house_brand" boolean DEFAULT false NOT NULL,
	"accent_color" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"path" text NOT NULL,
	"parent_id" integer,
	"level" smallint NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"language" text NOT NULL,
	"page_type" text NOT NULL,
	"slug_url" text NOT NULL,
	"segment" text,
	"status" text NOT NULL,
	"title" text NOT NULL,
	"seo_description" text NOT NULL,
	"blocks" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_with_purchase_items" (
	"gift_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"stock" integer NOT NULL,
	CONSTRAINT "gift_with_purchase_items_gift_id_variant_id_pk" PRIMARY KEY("gift_id","variant_id")
);
--> statement-breakpoint
CREATE TABLE "gifts_with_purchase" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"title" text NOT NULL,
	"promo_id" integer,
	"brand_id" integer,
	"minimum_spend" integer NOT NULL,
	"max_selectable" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "happening_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"title" jsonb NOT NULL,
	"subtitle" jsonb NOT NULL,
	"link" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "layouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"language" text NOT NULL,
	"segment" text,
	"status" text NOT NULL,
	"config" jsonb NOT NULL,
	"announcement" text NOT NULL,
	"navigation" jsonb NOT NULL,
	"footer_links" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "overlays" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"country" text NOT NULL,
	"language" text NOT NULL,
	"segment" text,
	"title" text NOT NULL,
	"blocks" jsonb NOT NULL,
	"delay_seconds" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popular_queries" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"query" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_offers" (
	"product_id" integer NOT NULL,
	"country" text NOT NULL,
	"price" integer NOT NULL,
	"sale_price" integer,
	"effective_price" integer NOT NULL,
	CONSTRAINT "product_offers_country_product_id_pk" PRIMARY KEY("country","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer,
	"author_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"hex_color" text,
	"size_label" text,
	"price_factor" integer DEFAULT 100 NOT NULL,
	"position" integer NOT NULL,
	"stock" integer NOT NULL,
	"coming_soon" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"brand_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"mid_category_id" integer NOT NULL,
	"top_category_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" jsonb NOT NULL,
	"how_to_use" jsonb NOT NULL,
	"ingredients" text NOT NULL,
	"shape" text NOT NULL,
	"variant_kind" text NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_bestseller" boolean DEFAULT false NOT NULL,
	"badges" text[] DEFAULT '{}'::text[] NOT NULL,
	"waitlistable" boolean DEFAULT false NOT NULL,
	"rating_average" real DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"image_count" smallint DEFAULT 3 NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promos" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"country" text NOT NULL,
	"details" text NOT NULL,
	"terms" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" integer NOT NULL,
	"minimum_spend" integer,
	"first_time_only" boolean DEFAULT false NOT NULL,
	"brand_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"product_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"combinable_with_credits" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"points_cost" integer NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"fully_redeemed" boolean DEFAULT false NOT NULL,
	"minimum_tier" text,
	"valid_until" date NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "samples" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"variant_id" integer NOT NULL,
	"name" text NOT NULL,
	"stock" integer NOT NULL,
	"fully_redeemed" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"country" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"latitude" real NOT NULL,
	"longitude" real NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"click_and_collect" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_segments" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_group_id_activity_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."activity_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_time_slots" ADD CONSTRAINT "activity_time_slots_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artists" ADD CONSTRAINT "artists_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_questions" ADD CONSTRAINT "booking_questions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_with_purchase_items" ADD CONSTRAINT "gift_with_purchase_items_gift_id_gifts_with_purchase_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts_with_purchase"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_with_purchase_items" ADD CONSTRAINT "gift_with_purchase_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts_with_purchase" ADD CONSTRAINT "gifts_with_purchase_promo_id_promos_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts_with_purchase" ADD CONSTRAINT "gifts_with_purchase_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_offers" ADD CONSTRAINT "product_offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "samples" ADD CONSTRAINT "samples_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_country_idx" ON "activities" USING btree ("country","kind");--> statement-breakpoint
CREATE INDEX "activities_store_idx" ON "activities" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_groups_slug_idx" ON "activity_groups" USING btree ("country","slug");--> statement-breakpoint
CREATE INDEX "activity_time_slots_activity_idx" ON "activity_time_slots" USING btree ("activity_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_slug_idx" ON "brands" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_idx" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_path_idx" ON "categories" USING btree ("path");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "content_entries_lookup_idx" ON "content_entries" USING btree ("country","page_type","slug_url","language");--> statement-breakpoint
CREATE INDEX "gifts_with_purchase_country_idx" ON "gifts_with_purchase" USING btree ("country");--> statement-breakpoint
CREATE INDEX "happening_banners_country_idx" ON "happening_banners" USING btree ("country");--> statement-breakpoint
CREATE INDEX "layouts_lookup_idx" ON "layouts" USING btree ("country","language");--> statement-breakpoint
CREATE INDEX "overlays_country_idx" ON "overlays" USING btree ("country");--> statement-breakpoint
CREATE INDEX "popular_queries_country_idx" ON "popular_queries" USING btree ("country","position");--> statement-breakpoint
CREATE INDEX "product_offers_price_idx" ON "product_offers" USING btree ("country","effective_price");--> statement-breakpoint
CREATE INDEX "product_offers_product_idx" ON "product_offers" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_reviews_product_idx" ON "product_reviews" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_idx" ON "product_variants" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_idx" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_mid_category_idx" ON "products" USING btree ("mid_category_id");--> statement-breakpoint
CREATE INDEX "products_top_category_idx" ON "products" USING btree ("top_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promos_code_country_idx" ON "promos" USING btree ("country","code");--> statement-breakpoint
CREATE INDEX "rewards_country_idx" ON "rewards" USING btree ("country","points_cost");--> statement-breakpoint
CREATE INDEX "samples_country_idx" ON "samples" USING btree ("country");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_slug_idx" ON "stores" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "stores_country_idx" ON "stores" USING btree ("country");--> statement-breakpoint
CREATE UNIQUE INDEX "user_segments_slug_idx" ON "user_segments" USING btree ("slug");