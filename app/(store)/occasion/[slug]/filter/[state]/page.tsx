import type { Metadata } from 'next';
import { stateSegmentQuery } from '@/lib/catalog/listing-state';
import { sampleListingStateParams } from '@/lib/seo/prerendered-params';
import { OccasionListing, occasionListingMetadata } from '../../occasion-listing';

// A occasion narrowed, sorted or paged: a page per state, rendered when first asked for
// and then kept like a product page (lib/catalog/listing-address.ts).
export const generateStaticParams = sampleListingStateParams;

type Props = { params: Promise<{ slug: string; state: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, state } = await params;
  return occasionListingMetadata({ slug, query: stateSegmentQuery(state) });
}

export default async function FilteredOccasionPage({ params }: Props) {
  const { slug, state } = await params;
  return <OccasionListing slug={slug} query={stateSegmentQuery(state)} />;
}
