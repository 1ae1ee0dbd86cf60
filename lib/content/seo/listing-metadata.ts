import type { Metadata } from 'next';
import type { Locale } from '@/i18n/routing';
import type { ListingState, ProductImage } from '@/lib/catalogue';
import { store } from '@/lib/config';
import { localeAlternates } from '@/lib/i18n/alternates';
import { listingCanonical, listingRobots, listingTitle } from './listing-seo';
import { openGraph } from './open-graph';

type ListingMetadataInput = {
  path: string;
  name: string;
  description: string;
  state: ListingState;
  /** The photo a link preview shows: the listing's first product. */
  image?: ProductImage;
  /** The page's language (English unless told): its canonical URL and hreflang alternates. */
  locale?: Locale;
  /** The page's own words for "{name} — page N" and for a missing description. */
  text?: { pageTitle: (page: number) => string; fallbackDescription: string };
};

/** Title, description, canonical URL, robots and link preview of a listing page. */
export function listingMetadata({
  path,
  name,
  description,
  state,
  image,
  locale = 'en',
  text,
}: ListingMetadataInput): Metadata {
  const title = listingTitle(name, state, text?.pageTitle);
  // Each language's page is canonical to itself, and names the other as its alternate.
  const alternates = localeAlternates(locale, listingCanonical(path, state));
  const canonical = alternates.canonical as string;
  // Every page needs a description, even a category whose own is not written yet.
  description ||=
    text?.fallbackDescription ??
    `${name} from ${store.name}: ${store.tagline.toLowerCase()}, delivered across Bangladesh.`;
  return {
    title,
    description,
    alternates,
    robots: listingRobots(state),
    openGraph: openGraph(
      {
        title,
        description,
        url: canonical,
        images: image
          ? [{ url: image.photo, alt: image.alt, width: 800, height: 1000 }]
          : undefined,
      },
      locale,
    ),
    twitter: { card: 'summary_large_image', title, description },
  };
}
