CREATE TABLE "order_attributions" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"fbp" text,
	"fbc" text,
	"ga_client_id" text,
	"user_agent" text,
	"source_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_attributions" ADD CONSTRAINT "order_attributions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;