ALTER TABLE "gifts_with_purchase" ADD COLUMN "perk" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "gift_id" integer;