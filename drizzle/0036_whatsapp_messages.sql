ALTER TABLE "outbox_messages" ADD COLUMN "template" jsonb;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "delivery_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "replaces_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsapp_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "whatsapp_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_provider_message_key" ON "outbox_messages" USING btree ("provider_message_id") WHERE "outbox_messages"."provider_message_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_replaces_key" ON "outbox_messages" USING btree ("replaces_id") WHERE "outbox_messages"."replaces_id" IS NOT NULL;