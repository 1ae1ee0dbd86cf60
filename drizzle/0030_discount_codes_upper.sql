-- hand-written: discount codes are shown and kept in capitals (they are matched without
-- case, so a code typed "eid2026" was always the same code as EID2026). The unique index is
-- on lower(code): upper-casing cannot make two codes collide.
UPDATE "discount_codes" SET "code" = upper("code") WHERE "code" <> upper("code");
