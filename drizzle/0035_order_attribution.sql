CREATE TABLE "order_attributions" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"source" text,
	"medium" text,
	"campaign" text,
	"content" text,
	"term" text,
	"fbclid" text,
	"gclid" text,
	"shared_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_attributions_lengths" CHECK (coalesce(length("order_attributions"."source"), 0) <= 100 AND coalesce(length("order_attributions"."medium"), 0) <= 100 AND coalesce(length("order_attributions"."campaign"), 0) <= 100 AND coalesce(length("order_attributions"."content"), 0) <= 100 AND coalesce(length("order_attributions"."term"), 0) <= 100 AND coalesce(length("order_attributions"."fbclid"), 0) <= 255 AND coalesce(length("order_attributions"."gclid"), 0) <= 255)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "share_code" text;--> statement-breakpoint
ALTER TABLE "order_attributions" ADD CONSTRAINT "order_attributions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_attributions" ADD CONSTRAINT "order_attributions_shared_by_user_id_users_id_fk" FOREIGN KEY ("shared_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_attributions_shared_by_idx" ON "order_attributions" USING btree ("shared_by_user_id") WHERE "order_attributions"."shared_by_user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_share_code_key" ON "users" USING btree ("share_code");