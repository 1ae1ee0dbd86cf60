ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_known";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "advance_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_advance_within_total" CHECK ("orders"."advance_amount" >= 0 AND "orders"."advance_amount" <= "orders"."total");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_known" CHECK ("payment_status" IN ('unpaid', 'partially_paid', 'paid', 'failed', 'cancelled', 'partially_refunded', 'refunded'));