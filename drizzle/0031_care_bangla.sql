ALTER TABLE "products" ADD COLUMN "care_bn" text;--> statement-breakpoint
-- The seeded care instructions in Bangla beside their English, only where staff have left the
-- English as seeded (lib/seed/care-bangla.ts holds the same words for new seeds).
UPDATE "products" AS p SET "care_bn" = c.care_bn
FROM (VALUES
  ('Keep in the box provided, away from moisture. Put it on after perfume and hairspray, and wipe gently with a soft dry cloth after wearing.',
   'সঙ্গে দেওয়া বাক্সে, আর্দ্রতা থেকে দূরে রাখুন। পারফিউম ও হেয়ারস্প্রে লাগানোর পরে পরুন, আর পরার পরে নরম শুকনো কাপড়ে আলতো করে মুছে নিন।'),
  ('Spot clean only with a soft dry cloth. Store filled with tissue in the dust bag provided, away from direct sunlight.',
   'শুধু নরম শুকনো কাপড়ে দাগ পরিষ্কার করুন। ভেতরে টিস্যু ভরে সঙ্গে দেওয়া ডাস্ট ব্যাগে, সরাসরি রোদ থেকে দূরে রাখুন।'),
  ('Gentle hand wash in cold water, separately. Dry in the shade and iron on the reverse at medium heat; do not wring or bleach.',
   'ঠান্ডা পানিতে আলাদা করে আলতো হাতে ধুয়ে নিন। ছায়ায় শুকিয়ে উল্টো পিঠে মাঝারি তাপে ইস্ত্রি করুন; মোচড়াবেন না, ব্লিচ করবেন না।'),
  ('Dry clean only. Store folded in the muslin bag provided, away from damp and direct sunlight, and refold every few months so the embroidery does not crease.',
   'শুধু ড্রাই ক্লিন করুন। সঙ্গে দেওয়া মসলিনের ব্যাগে ভাঁজ করে, স্যাঁতসেঁতে জায়গা ও সরাসরি রোদ থেকে দূরে রাখুন, আর কয়েক মাস পরপর ভাঁজ বদলে দিন যাতে কাজে দাগ না পড়ে।'),
  ('Dry clean only. Steam or iron on low heat on the reverse, and keep perfume away from the embellishment.',
   'শুধু ড্রাই ক্লিন করুন। উল্টো পিঠে কম তাপে স্টিম বা ইস্ত্রি করুন, আর কাজের ওপর পারফিউম লাগাবেন না।')
) AS c(care, care_bn)
WHERE p."care" = c.care AND p."care_bn" IS NULL;
