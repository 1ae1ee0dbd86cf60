-- The authenticator step last accepted per member, so that a code is good once
-- (SECURITY.md, "The staff side"). Null until the next sign-in: nothing to backfill.
ALTER TABLE "users" ADD COLUMN "totp_last_step" bigint;
