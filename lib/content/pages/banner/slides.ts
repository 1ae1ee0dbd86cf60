import 'server-only';
import type { Locale } from '@/i18n/routing';
import { localized } from '@/lib/catalogue';
import { asc } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { bannerSlides } from '@/lib/db/schema';

export type BannerSlideRow = typeof bannerSlides.$inferSelect;

/** What the home banner shows of a slide: its photograph, and the phone crop of it. */
export type LiveSlide = Pick<
  BannerSlideRow,
  'id' | 'eyebrow' | 'message' | 'imageAlt' | 'linkHref' | 'linkLabel'
> & { image: string; imagePhone: string };

/** Every slide in banner order, shown or not: the staff page's list. */
export async function listBannerSlides(): Promise<BannerSlideRow[]> {
  return getDb()
    .select()
    .from(bannerSlides)
    .orderBy(asc(bannerSlides.position), asc(bannerSlides.id));
}

/** Whether a slide is shown at `now`: active, started (or no start) and not yet ended. */
export function isLive(slide: BannerSlideRow, now: Date): boolean {
  if (!slide.active) return false;
  if (slide.startsAt && slide.startsAt > now) return false;
  return !slide.endsAt || slide.endsAt > now;
}

/**
 * The slides shown at `now`, in banner order, with what the home page needs of each. A slide
 * without a photograph is not shown: the banner never borrows a product's photo.
 */
export function liveSlides(
  slides: BannerSlideRow[],
  now: Date,
  locale: Locale = 'en',
): LiveSlide[] {
  return slides.flatMap((slide) => {
    const image = slide.image ?? slide.imagePhone;
    if (!image || !isLive(slide, now)) return [];
    return {
      id: slide.id,
      eyebrow: localized(locale, slide.eyebrow, slide.eyebrowBn),
      message: localized(locale, slide.message, slide.messageBn),
      image,
      imagePhone: slide.imagePhone ?? image,
      imageAlt: localized(locale, slide.imageAlt, slide.imageAltBn),
      linkHref: slide.linkHref,
      linkLabel: localized(locale, slide.linkLabel, slide.linkLabelBn),
    };
  });
}
