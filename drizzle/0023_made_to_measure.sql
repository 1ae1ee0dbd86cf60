CREATE TABLE "user_measurements" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"unit" text NOT NULL,
	"values" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_measurements_unit_known" CHECK ("unit" IN ('in', 'cm'))
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "measurement_fields" text[] DEFAULT '{bust,waist,hip,length}' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "made_to_measure" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lead_time_days" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "measurements" jsonb;--> statement-breakpoint
ALTER TABLE "user_measurements" ADD CONSTRAINT "user_measurements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_lead_time_days_range" CHECK ("products"."lead_time_days" IS NULL OR "products"."lead_time_days" BETWEEN 1 AND 365);