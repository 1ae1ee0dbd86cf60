CREATE TABLE "unfinished_checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"user_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"lines" jsonb NOT NULL,
	"remind" boolean DEFAULT false NOT NULL,
	"whatsapp_opt_in" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"last_reminded_at" timestamp with time zone,
	"reminders_ended_at" timestamp with time zone,
	"called_at" timestamp with time zone,
	"called_by" integer,
	"dismissed_at" timestamp with time zone,
	"dismissed_by" integer,
	"ordered_at" timestamp with time zone,
	"order_id" integer,
	"recovered" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unfinished_checkouts" ADD CONSTRAINT "unfinished_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unfinished_checkouts" ADD CONSTRAINT "unfinished_checkouts_called_by_users_id_fk" FOREIGN KEY ("called_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unfinished_checkouts" ADD CONSTRAINT "unfinished_checkouts_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unfinished_checkouts" ADD CONSTRAINT "unfinished_checkouts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "unfinished_checkouts_open_phone_key" ON "unfinished_checkouts" USING btree ("phone") WHERE "unfinished_checkouts"."ordered_at" IS NULL;--> statement-breakpoint
CREATE INDEX "unfinished_checkouts_open_idx" ON "unfinished_checkouts" USING btree ("updated_at") WHERE "unfinished_checkouts"."ordered_at" IS NULL AND "unfinished_checkouts"."dismissed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "unfinished_checkouts_user_idx" ON "unfinished_checkouts" USING btree ("user_id") WHERE "unfinished_checkouts"."ordered_at" IS NULL;--> statement-breakpoint
CREATE INDEX "unfinished_checkouts_recovered_idx" ON "unfinished_checkouts" USING btree ("ordered_at") WHERE "unfinished_checkouts"."recovered";