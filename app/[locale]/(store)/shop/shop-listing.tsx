import type { Metadata } from 'next';
import { ListingRoute, listingRouteMetadata } from '@/components/listing/listing-route';
import { parseListingState, type RawSearchParams } from '@/lib/catalog/listing-state';

const text = {
  name: 'Shop the collection',
  description:
    'Every piece of the house in one place: bridal and party lehengas, gowns, sharara, gharara, sarees, designer wear and accessories, delivered across Bangladesh.',
};

const requestFor = (query: RawSearchParams) => ({ state: parseListingState(query), path: '/shop' });

export function shopListingMetadata(query: RawSearchParams): Promise<Metadata> {
  return listingRouteMetadata(requestFor(query), text);
}

/** Everything, newest first, as the query narrows, sorts and pages it. */
export function ShopListing({ query }: { query: RawSearchParams }) {
  return (
    <ListingRoute
      request={requestFor(query)}
      roots={null}
      eyebrow="The collection"
      title="Shop"
      intro={text.description}
      crumbs={[
        { name: 'Home', path: '/' },
        { name: 'Shop', path: '/shop' },
      ]}
      empty={{
        title: 'Nothing matches these filters',
        message: 'Try fewer filters or a wider price range; new pieces arrive every week.',
      }}
    />
  );
}
