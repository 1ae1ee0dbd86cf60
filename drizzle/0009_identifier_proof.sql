-- An e-mail or phone counts once a code sent to it was used (docs/decisions.md 11). Existing
-- values all stay; only those already proven are marked so, the rest stay unverified (null).
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
-- Google vouched for the e-mail of every account it created or linked (docs/decisions.md 2);
-- a used password-reset code to the e-mail proved it too.
UPDATE "users" u SET "email_verified_at" = now()
WHERE u."email" IS NOT NULL AND (
  u."google_subject" IS NOT NULL
  OR EXISTS (
    SELECT 1 FROM "one_time_codes" c
    WHERE c."purpose" = 'password_reset' AND c."target" = lower(u."email")
      AND c."consumed_at" IS NOT NULL
  )
);--> statement-breakpoint
-- A phone without an e-mail came from phone sign-in, which needs a code; a used phone-change
-- or password-reset code to the number proved it. Sign-up numbers were never proven.
UPDATE "users" u SET "phone_verified_at" = now()
WHERE u."phone" IS NOT NULL AND (
  u."email" IS NULL
  OR EXISTS (
    SELECT 1 FROM "one_time_codes" c
    WHERE c."consumed_at" IS NOT NULL AND (
      (c."purpose" = 'phone_change' AND c."target" = u."id" || ':' || u."phone")
      OR (c."purpose" = 'password_reset' AND c."target" = u."phone")
    )
  )
);
