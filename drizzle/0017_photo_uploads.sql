CREATE TABLE "photo_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"original_key" text NOT NULL,
	"file_name" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"content_type" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_uploads_status_known" CHECK ("status" IN ('processing', 'failed')),
	CONSTRAINT "photo_uploads_failed_has_error" CHECK (("photo_uploads"."status" = 'failed') = ("photo_uploads"."error" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD CONSTRAINT "photo_uploads_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD CONSTRAINT "photo_uploads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_uploads_product_idx" ON "photo_uploads" USING btree ("product_id","id");