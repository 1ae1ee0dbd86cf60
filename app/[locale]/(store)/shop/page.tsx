import { pageLocale } from '@/lib/content';
import { ShopListing, shopListingMetadata } from './shop-listing';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = async ({ params }: Props) =>
  shopListingMetadata({}, await pageLocale(params));

// /shop: everything, newest first. Prerendered; with a query of its own, proxy.ts serves
// ./filtered instead.
export default function ShopPage() {
  return <ShopListing query={{}} />;
}
