ALTER TABLE "orders" ADD COLUMN "promo_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "first_order" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_id_promos_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_first_order_idx" ON "orders" USING btree ("user_id") WHERE "orders"."first_order" in ('held', 'kept');