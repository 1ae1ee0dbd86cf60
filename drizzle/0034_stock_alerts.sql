CREATE TABLE "stock_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"phone" text NOT NULL,
	"user_id" integer,
	"locale" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_waiting_key" ON "stock_alerts" USING btree ("variant_id","phone") WHERE "stock_alerts"."notified_at" IS NULL AND "stock_alerts"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "stock_alerts_line_idx" ON "stock_alerts" USING btree ("variant_id","id") WHERE "stock_alerts"."notified_at" IS NULL AND "stock_alerts"."ended_at" IS NULL;