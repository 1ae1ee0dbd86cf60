import type { Metadata } from 'next';
import { ListingRoute, listingRouteMetadata } from '@/components/listing/listing-route';
import { listingStateOf } from '@/lib/catalog/listing-query';

type Props = { params: Promise<{ state?: string }> };

const text = {
  name: 'Shop the collection',
  description:
    'Every piece of the house in one place: bridal and party lehengas, gowns, sharara, gharara, sarees, designer wear and accessories, delivered across Bangladesh.',
};

async function requestFor({ params }: Props) {
  return { state: listingStateOf((await params).state), path: '/shop' };
}

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
