ALTER TABLE "products" ADD COLUMN "attribute_value_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tag_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_attribute_value_ids_idx" ON "products" USING gin ("attribute_value_ids");--> statement-breakpoint
CREATE INDEX "products_tag_ids_idx" ON "products" USING gin ("tag_ids");