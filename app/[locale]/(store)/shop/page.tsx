import { ShopListing, shopListingMetadata } from './shop-listing';

export const generateMetadata = () => shopListingMetadata({});

// /shop: everything, newest first. Prerendered; with a query of its own, proxy.ts serves
// ./filtered instead.
export default function ShopPage() {
  return <ShopListing query={{}} />;
}
