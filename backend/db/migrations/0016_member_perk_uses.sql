CREATE TABLE "member_perk_uses" (
	"user_id" integer NOT NULL,
	"perk" text NOT NULL,
	"period" text NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_perk_uses" ADD CONSTRAINT "member_perk_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_perk_uses_once" ON "member_perk_uses" USING btree ("user_id","perk","period");--> statement-breakpoint
CREATE INDEX "member_perk_uses_order_idx" ON "member_perk_uses" USING btree ("order_id");