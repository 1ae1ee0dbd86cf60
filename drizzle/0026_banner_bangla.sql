-- The home banner's four slides (seeded by 0013) in Bangla beside their English, only where
-- staff have left the English as seeded and written no Bangla (docs/decisions.md 24).
UPDATE "banner_slides" AS s SET
  "eyebrow_bn" = b.eyebrow_bn, "message_bn" = b.message_bn, "link_label_bn" = b.link_label_bn,
  "updated_at" = now()
FROM (VALUES
  ('Bridal 2026', 'New arrivals in wedding attire', 'Discover bridal',
   'ব্রাইডাল ২০২৬', 'বিয়ের সাজে নতুন সংগ্রহ', 'ব্রাইডাল দেখুন'),
  ('The bridal atelier', 'Your dream wedding outfit awaits', 'Book a fitting',
   'ব্রাইডাল অ্যাটেলিয়ে', 'আপনার স্বপ্নের বিয়ের পোশাক অপেক্ষায়', 'ফিটিং বুক করুন'),
  ('Party edit', 'Celebrate life with fashion', 'Shop party wear',
   'পার্টি সংগ্রহ', 'ফ্যাশনে উদযাপন করুন জীবন', 'পার্টির পোশাক দেখুন'),
  ('Just arrived', 'New season, new styles', 'Shop the season',
   'সদ্য এসেছে', 'নতুন মৌসুম, নতুন স্টাইল', 'মৌসুমের সংগ্রহ দেখুন')
) AS b(eyebrow, message, link_label, eyebrow_bn, message_bn, link_label_bn)
WHERE s."eyebrow" = b.eyebrow AND s."message" = b.message AND s."link_label" = b.link_label
  AND s."eyebrow_bn" IS NULL AND s."message_bn" IS NULL AND s."link_label_bn" IS NULL;
