CREATE TABLE "member_list_items" (
	"user_id" integer NOT NULL,
	"country" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_list_items_user_id_country_kind_item_id_pk" PRIMARY KEY("user_id","country","kind","item_id")
);
--> statement-breakpoint
ALTER TABLE "member_list_items" ADD CONSTRAINT "member_list_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_list_items_user_kind_idx" ON "member_list_items" USING btree ("user_id","country","kind","created_at");