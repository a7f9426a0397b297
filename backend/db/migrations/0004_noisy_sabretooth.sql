-- Existing English texts become the `en` entry of the localized text.
ALTER TABLE "gifts_with_purchase" ALTER COLUMN "title" SET DATA TYPE jsonb USING jsonb_build_object('en', "title");--> statement-breakpoint
ALTER TABLE "promos" ALTER COLUMN "details" SET DATA TYPE jsonb USING jsonb_build_object('en', "details");--> statement-breakpoint
ALTER TABLE "promos" ALTER COLUMN "terms" SET DATA TYPE jsonb USING jsonb_build_object('en', "terms");
