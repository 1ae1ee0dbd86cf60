CREATE TABLE "product_styles" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_styles" ADD CONSTRAINT "product_styles_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_styles_code_idx" ON "product_styles" USING btree ("code");