import type { Metadata } from 'next';
import type { RawSearchParams } from '@/lib/catalogue';
import { pageLocale } from '@/lib/content';
import { ShopListing, shopListingMetadata } from '../shop-listing';

// The shop narrowed, sorted or paged by its query (proxy.ts rewrites such requests here):
// rendered for each request from cached catalogue reads (docs/architecture.md, "Caching").
export const instant = false;

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<RawSearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return shopListingMetadata(await searchParams, await pageLocale(params));
}

export default async function FilteredShopPage({ searchParams }: Props) {
  return <ShopListing query={await searchParams} />;
}
