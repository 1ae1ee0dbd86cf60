-- A banner slide's phone crop beside its photograph (desktop crop). Slides keep their
-- photograph paths, typed or uploaded; a slide without a phone crop shows its photograph.
ALTER TABLE "banner_slides" ADD COLUMN "image_phone" text;