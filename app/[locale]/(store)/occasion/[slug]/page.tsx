import type { Metadata } from 'next';
import { pageLocale } from '@/lib/content';
import { OccasionListing, occasionListingMetadata } from './occasion-listing';

type Props = { params: Promise<{ slug: string; locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return occasionListingMetadata(
    { slug: (await params).slug, query: {} },
    await pageLocale(params),
  );
}

// /occasion/{bridal,party,designer_wear,accessories}: the categories an occasion gathers.
// Prerendered; with a query of its own, proxy.ts serves ./filtered instead.
export default async function OccasionPage({ params }: Props) {
  return <OccasionListing slug={(await params).slug} query={{}} />;
}
