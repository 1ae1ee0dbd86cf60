import type { Metadata } from 'next';
import type { Locale } from '@/i18n/routing';
import type { ListingState } from '@/lib/catalog/listing-state';
import type { ProductImage } from '@/lib/catalog/types';
import { store } from '@/lib/config';
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
};

/** Title, description, canonical URL, robots and link preview of a listing page. */
export function listingMetadata({
  path,
  name,
  description,
  state,
  image,
  locale = 'en',
}: ListingMetadataInput): Metadata {
  const title = listingTitle(name, state);
  const canonical = listingCanonical(path, state);
  // Every page needs a description, even a category whose own is not written yet.
  description ||= `${name} from ${store.name}: ${store.tagline.toLowerCase()}, delivered across Bangladesh.`;
  return {
    title,
    description,
    alternates: { canonical },
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
