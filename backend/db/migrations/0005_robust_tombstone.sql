ALTER TABLE "products" ADD COLUMN "rating_distribution" integer[] DEFAULT '{0,0,0,0,0}'::integer[] NOT NULL;--> statement-breakpoint
-- Databases seeded before the column: count the stored reviews, as the API used to (a fresh seed
-- spreads the whole rating count).
UPDATE "products" SET "rating_distribution" = ARRAY(
  SELECT count(r."id")::integer FROM generate_series(1, 5) AS s(stars)
  LEFT JOIN "product_reviews" r ON r."product_id" = "products"."id" AND r."rating" = s.stars
  GROUP BY s.stars ORDER BY s.stars
) WHERE "rating_count" > 0;
