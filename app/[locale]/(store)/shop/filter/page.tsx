import type { Metadata } from 'next';
import type { RawSearchParams } from '@/lib/catalog/listing-state';
import { ShopListing, shopListingMetadata } from '../shop-listing';

// The shop narrowed, sorted or paged by its query (proxy.ts rewrites such requests here):
// rendered for each request from cached catalogue reads (docs/architecture.md, "Caching").
export const instant = false;

type Props = { searchParams: Promise<RawSearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return shopListingMetadata(await searchParams);
}

export default async function FilteredShopPage({ searchParams }: Props) {
  return <ShopListing query={await searchParams} />;
}
