CREATE TABLE "fitting_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"cancel_token_hash" text NOT NULL,
	"user_id" integer,
	"reminded_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fitting_bookings_status_known" CHECK ("status" IN ('booked', 'cancelled', 'attended', 'no_show')),
	CONSTRAINT "fitting_bookings_phone_format" CHECK ("fitting_bookings"."phone" ~ '^\+8801[3-9][0-9]{8}$')
);
--> statement-breakpoint
CREATE TABLE "fitting_slots" (
	"starts_at" timestamp with time zone PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fitting_bookings" ADD CONSTRAINT "fitting_bookings_slot_start_fitting_slots_starts_at_fk" FOREIGN KEY ("slot_start") REFERENCES "public"."fitting_slots"("starts_at") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitting_bookings" ADD CONSTRAINT "fitting_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fitting_bookings_cancel_token_key" ON "fitting_bookings" USING btree ("cancel_token_hash");--> statement-breakpoint
CREATE INDEX "fitting_bookings_slot_idx" ON "fitting_bookings" USING btree ("slot_start","status");--> statement-breakpoint
-- hand-written: the home banner's "Book a fitting" slide (seeded by 0013 with the bridal
-- listing) now leads to the booking page, unless staff have changed its link or label.
UPDATE "banner_slides" SET "link_href" = '/fitting', "updated_at" = now()
WHERE "link_label" = 'Book a fitting' AND "link_href" = '/occasion/bridal';
