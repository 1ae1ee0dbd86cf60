-- Signed-out sessions, so that a copied session cookie is refused after sign-out
-- (SECURITY.md, "Accounts and sessions"). A new table: nothing to backfill.
CREATE TABLE "ended_sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"ended_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ended_sessions" ADD CONSTRAINT "ended_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ended_sessions_expires_idx" ON "ended_sessions" USING btree ("expires_at");