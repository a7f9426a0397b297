CREATE TABLE "beauty_pass_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"title" jsonb NOT NULL,
	"percent_off" integer NOT NULL,
	"product_ids" integer[] NOT NULL,
	"gold_opens_at" timestamp with time zone NOT NULL,
	"black_opens_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "beauty_pass_sales_window_check" CHECK ("beauty_pass_sales"."gold_opens_at" <= "beauty_pass_sales"."black_opens_at" and "beauty_pass_sales"."black_opens_at" < "beauty_pass_sales"."ends_at"),
	CONSTRAINT "beauty_pass_sales_percent_check" CHECK ("beauty_pass_sales"."percent_off" between 1 and 90)
);
--> statement-breakpoint
CREATE INDEX "beauty_pass_sales_country_idx" ON "beauty_pass_sales" USING btree ("country","ends_at");