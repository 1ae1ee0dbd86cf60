ALTER TABLE "order_attributions" ADD COLUMN "fbp" text;--> statement-breakpoint
ALTER TABLE "order_attributions" ADD COLUMN "fbc" text;--> statement-breakpoint
ALTER TABLE "order_attributions" ADD COLUMN "ga_client_id" text;--> statement-breakpoint
ALTER TABLE "order_attributions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "order_attributions" ADD COLUMN "source_url" text;