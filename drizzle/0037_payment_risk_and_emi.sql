ALTER TABLE "orders" ADD COLUMN "emi" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "emi_months" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "review_hold" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_risk" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "risk_level" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "risk_title" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "emi_instalment" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "emi_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "emi_description" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "emi_issuer" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_review_hold_known" CHECK ("orders"."review_hold" IS NULL OR "review_hold" IN ('risky_payment', 'cod_advance', 'cod_refused'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_emi_months_only_with_emi" CHECK ("orders"."emi_months" IS NULL OR "orders"."emi");