CREATE TABLE "atelier_alerts" (
	"order_item_id" integer NOT NULL,
	"days_before" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "atelier_alerts_order_item_id_days_before_pk" PRIMARY KEY("order_item_id","days_before"),
	CONSTRAINT "atelier_alerts_days_known" CHECK ("days_before" IN (14, 7))
);
--> statement-breakpoint
CREATE TABLE "atelier_stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_item_id" integer NOT NULL,
	"stage" text NOT NULL,
	"planned_on" date NOT NULL,
	"done_on" date,
	"done_by" integer,
	"note" text DEFAULT '' NOT NULL,
	"photo_path" text,
	"photo_width" integer,
	"photo_height" integer,
	"announced" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "atelier_stages_stage_known" CHECK ("stage" IN ('measurements_confirmed', 'fabric_cut', 'embroidery', 'stitching', 'trial_ready', 'alterations', 'final_check', 'ready_to_ship')),
	CONSTRAINT "atelier_stages_photo_whole" CHECK (("atelier_stages"."photo_path" IS NULL) = ("atelier_stages"."photo_width" IS NULL) AND ("atelier_stages"."photo_path" IS NULL) = ("atelier_stages"."photo_height" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "message_templates" DROP CONSTRAINT "message_templates_event_known";--> statement-breakpoint
ALTER TABLE "atelier_alerts" ADD CONSTRAINT "atelier_alerts_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atelier_stages" ADD CONSTRAINT "atelier_stages_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atelier_stages" ADD CONSTRAINT "atelier_stages_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "atelier_stages_line_stage_key" ON "atelier_stages" USING btree ("order_item_id","stage");--> statement-breakpoint
CREATE INDEX "atelier_stages_open_idx" ON "atelier_stages" USING btree ("order_item_id") WHERE "atelier_stages"."done_on" IS NULL;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_event_known" CHECK ("event" IN ('placed', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled', 'returned', 'refunded', 'review_request', 'promised', 'atelier_stage'));