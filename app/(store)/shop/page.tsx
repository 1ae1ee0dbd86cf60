import type { Metadata } from 'next';
import { ListingRoute, listingRouteMetadata } from '@/components/listing/listing-route';
import { parseListingState, type RawSearchParams } from '@/lib/catalog/listing-state';

// Its filters, sort and page come from the query string: rendered for each request from
// cached catalogue reads (docs/architecture.md, "Caching").
export const instant = false;

type Props = { searchParams: Promise<RawSearchParams> };

const text = {
  name: 'Shop the collection',
  description:
    'Every piece of the house in one place: bridal and party lehengas, gowns, sharara, gharara, sarees, designer wear and accessories, delivered across Bangladesh.',
};

const requestFor = async ({ searchParams }: Props) => ({
  state: parseListingState(await searchParams),
  path: '/shop',
});

export async function generateMetadata(props: Props): Promise<Metadata> {
  return listingRouteMetadata(await requestFor(props), text);
}

// /shop: everything, newest first.
export default async function ShopPage(props: Props) {
  const request = await requestFor(props);
  return (
    <ListingRoute
      request={request}
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
