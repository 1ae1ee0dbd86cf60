CREATE TABLE "message_templates" (
	"event" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "message_templates_event_channel_pk" PRIMARY KEY("event","channel"),
	CONSTRAINT "message_templates_event_known" CHECK ("event" IN ('placed', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled', 'returned', 'refunded')),
	CONSTRAINT "message_templates_channel_known" CHECK ("message_templates"."channel" IN ('sms', 'email'))
);
--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;