import { firstPageState } from '@/lib/seo/prerendered-params';

// The listing above with a query string: proxy.ts rewrites `?…` to this segment
// (lib/catalog/listing-query.ts), so that each query is a page Next prerenders and keeps.
export { default, generateMetadata } from '../page';

export const generateStaticParams = () => [{ query: 'lehenga', state: firstPageState }];
