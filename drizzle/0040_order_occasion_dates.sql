ALTER TABLE "message_templates" DROP CONSTRAINT "message_templates_event_known";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "occasion" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "need_by" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "earliest_delivery" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_delivery" date;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_occasion_known" CHECK ("orders"."occasion" IS NULL OR "occasion" IN ('holud', 'wedding', 'reception', 'walima', 'other'));--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_event_known" CHECK ("event" IN ('placed', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled', 'returned', 'refunded', 'review_request', 'promised'));