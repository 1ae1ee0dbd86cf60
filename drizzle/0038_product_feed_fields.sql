ALTER TABLE "products" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "age_group" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "material" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "google_category" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gender_check" CHECK ("products"."gender" IN ('female', 'male', 'unisex'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_age_group_check" CHECK ("products"."age_group" IN ('newborn', 'infant', 'toddler', 'kids', 'adult'));