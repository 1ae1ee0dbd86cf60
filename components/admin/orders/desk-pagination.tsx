import { PageLinks } from '@/components/admin/page-links';
import type { DeskOrderQuery } from '@/lib/ordering/admin';
import { deskListHref } from './desk-query';

type Props = { query: DeskOrderQuery; total: number; pageSize: number };

/** Previous, page numbers and next, as links that keep the filters. */
export function DeskPagination({ query, total, pageSize }: Props) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  return (
    <PageLinks
      label="Pages of orders"
      current={Math.min(query.page, last)}
      last={last}
      hrefOf={(page) => deskListHref(query, { page })}
    />
  );
}
