import { PageLinks } from '@/components/admin/page-links';
import type { AdminProductQuery } from '@/lib/catalogue/admin';
import { listHref } from './list-query';

type Props = { query: AdminProductQuery; count: number };

/** Previous, page numbers and next, as links that keep the filters. */
export function Pagination({ query, count }: Props) {
  const last = Math.max(1, Math.ceil(count / query.page_size));
  return (
    <PageLinks
      label="Pages of products"
      current={Math.min(query.page, last)}
      last={last}
      hrefOf={(page) => listHref(query, { page })}
    />
  );
}
