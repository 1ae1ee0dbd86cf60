import type { Metadata } from 'next';
import { stateSegmentQuery } from '@/lib/catalog/listing-state';
import { sampleListingStateParams } from '@/lib/seo/prerendered-params';
import { ShopListing, shopListingMetadata } from '../../shop-listing';

// The shop narrowed, sorted or paged: a page per state, rendered when first asked for and
// then kept like a product page (lib/catalog/listing-address.ts).
export const generateStaticParams = sampleListingStateParams;

type Props = { params: Promise<{ state: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return shopListingMetadata(stateSegmentQuery((await params).state));
}

export default async function FilteredShopPage({ params }: Props) {
  return <ShopListing query={stateSegmentQuery((await params).state)} />;
}
