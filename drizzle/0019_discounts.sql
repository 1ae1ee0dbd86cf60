CREATE TABLE "discount_code_categories" (
	"discount_code_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "discount_code_categories_discount_code_id_category_id_pk" PRIMARY KEY("discount_code_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"min_subtotal" numeric(12, 2) DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"applies_to" text DEFAULT 'all' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_code_format" CHECK ("discount_codes"."code" ~ '^[A-Za-z0-9_-]{3,32}$'),
	CONSTRAINT "discount_codes_kind_known" CHECK ("kind" IN ('percent', 'fixed')),
	CONSTRAINT "discount_codes_applies_to_known" CHECK ("applies_to" IN ('all', 'categories')),
	CONSTRAINT "discount_codes_value_in_range" CHECK ("discount_codes"."value" = trunc("discount_codes"."value") AND "discount_codes"."value" >= 1 AND ("discount_codes"."kind" <> 'percent' OR "discount_codes"."value" <= 100)),
	CONSTRAINT "discount_codes_min_subtotal_not_negative" CHECK ("discount_codes"."min_subtotal" >= 0),
	CONSTRAINT "discount_codes_window" CHECK ("discount_codes"."starts_at" IS NULL OR "discount_codes"."ends_at" IS NULL OR "discount_codes"."ends_at" > "discount_codes"."starts_at"),
	CONSTRAINT "discount_codes_usage_limit_positive" CHECK ("discount_codes"."usage_limit" IS NULL OR "discount_codes"."usage_limit" > 0),
	CONSTRAINT "discount_codes_per_customer_limit_positive" CHECK ("discount_codes"."per_customer_limit" IS NULL OR "discount_codes"."per_customer_limit" > 0),
	CONSTRAINT "discount_codes_used_within_limit" CHECK ("discount_codes"."used_count" >= 0 AND ("discount_codes"."usage_limit" IS NULL OR "discount_codes"."used_count" <= "discount_codes"."usage_limit"))
);
--> statement-breakpoint
CREATE TABLE "discount_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"discount_code_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"customer_key" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_redemptions_customer_key_format" CHECK ("discount_redemptions"."customer_key" ~ '^(user:[0-9]+|phone:\+8801[0-9]{9})$'),
	CONSTRAINT "discount_redemptions_amount_positive" CHECK ("discount_redemptions"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "discount_code_categories" ADD CONSTRAINT "discount_code_categories_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_categories" ADD CONSTRAINT "discount_code_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_code_categories_category_idx" ON "discount_code_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_key" ON "discount_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_order_key" ON "discount_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "discount_redemptions_customer_idx" ON "discount_redemptions" USING btree ("discount_code_id","customer_key");