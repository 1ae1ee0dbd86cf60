CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"method" text NOT NULL,
	"reference" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_amount_positive" CHECK ("order_refunds"."amount" > 0),
	CONSTRAINT "order_refunds_method_known" CHECK ("method" IN ('bkash', 'nagad', 'rocket', 'bank', 'cash', 'sslcommerz'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_known";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_known";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_adds_up";--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "kind" text DEFAULT 'status' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "actor_user_id" integer;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "actor_label" text DEFAULT 'Store' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "is_public" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "data" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "measurements" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "source" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_amount" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "consignment_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_status" text;--> statement-breakpoint
UPDATE "orders" SET "status" = 'packed' WHERE "status" = 'processing';--> statement-breakpoint
UPDATE "orders" SET "payment_status" = 'refunded', "status" = CASE WHEN EXISTS (SELECT 1 FROM "order_events" e WHERE e."order_id" = "orders"."id" AND e."to_status" IN ('shipped', 'delivered')) THEN 'returned' ELSE 'cancelled' END WHERE "status" = 'refunded';--> statement-breakpoint
UPDATE "order_events" SET "to_status" = 'packed' WHERE "to_status" = 'processing';--> statement-breakpoint
UPDATE "order_events" SET "from_status" = 'packed' WHERE "from_status" = 'processing';--> statement-breakpoint
UPDATE "order_events" e SET "kind" = 'refund', "to_status" = o."status" FROM "orders" o WHERE e."order_id" = o."id" AND e."to_status" = 'refunded';--> statement-breakpoint
UPDATE "order_events" e SET "from_status" = o."status" FROM "orders" o WHERE e."order_id" = o."id" AND e."from_status" = 'refunded';--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_placed_by_user_id_users_id_fk" FOREIGN KEY ("placed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_phone_idx" ON "orders" USING btree ("contact_phone");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_consignment_key" ON "orders" USING btree ("courier","consignment_id");--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_known" CHECK ("kind" IN ('status', 'note', 'message', 'courier', 'payment', 'refund'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_source_known" CHECK ("source" IN ('web', 'phone', 'messenger', 'whatsapp', 'showroom'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_courier_known" CHECK ("orders"."courier" IS NULL OR "courier" IN ('steadfast', 'pathao', 'other'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_within_subtotal" CHECK ("orders"."discount_amount" >= 0 AND "orders"."discount_amount" <= "orders"."subtotal");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("status" IN ('pending_payment', 'pending', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled', 'returned'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_known" CHECK ("payment_status" IN ('unpaid', 'paid', 'failed', 'cancelled', 'partially_refunded', 'refunded'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_adds_up" CHECK ("orders"."total" = "orders"."subtotal" - "orders"."discount_amount" + "orders"."delivery_charge");