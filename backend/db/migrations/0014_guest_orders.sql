CREATE TABLE "guest_order_passes" (
	"token_hash" text NOT NULL,
	"order_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_order_passes_token_hash_order_id_pk" PRIMARY KEY("token_hash","order_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guest_email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_order_passes" ADD CONSTRAINT "guest_order_passes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_order_passes_order_idx" ON "guest_order_passes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_guest_email_idx" ON "orders" USING btree ("guest_email");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_guest_first_order_idx" ON "orders" USING btree ("guest_email") WHERE "orders"."first_order" in ('held', 'kept') and "orders"."user_id" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_owner_check" CHECK ("orders"."user_id" is not null or "orders"."guest_email" is not null);