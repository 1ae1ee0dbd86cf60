CREATE TABLE "cache_tag_expirations" (
	"tag" text PRIMARY KEY NOT NULL,
	"expired_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cache_tag_expirations_expired_at_idx" ON "cache_tag_expirations" USING btree ("expired_at");