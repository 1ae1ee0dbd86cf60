import Link from 'next/link';
import type { AdminProductQuery } from '@/lib/validation/product-editor';
import { listHref, pageItems } from './list-query';

const box =
  'inline-flex h-11 min-w-11 items-center justify-center border px-3 text-sm tabular-nums transition-colors';
const link = `${box} border-stone-200 bg-white text-ink hover:border-ink`;

type Props = { query: AdminProductQuery; count: number };

/** Previous, page numbers and next, as links that keep the filters. */
export function Pagination({ query, count }: Props) {
  const last = Math.max(1, Math.ceil(count / query.page_size));
  if (last === 1) return null;
  const current = Math.min(query.page, last);
  return (
    <nav aria-label="Pages of products" className="mt-6">
      <ul className="flex flex-wrap items-center gap-2">
        {current > 1 && (
          <li>
            <Link href={listHref(query, { page: current - 1 })} className={link} rel="prev">
              Previous
            </Link>
          </li>
        )}
        {pageItems(current, last).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="text-ink-muted px-1">
              …
            </li>
          ) : (
            <li key={item}>
              {item === current ? (
                <span aria-current="page" className={`${box} border-ink bg-ink text-white`}>
                  <span className="sr-only">Page </span>
                  {item}
                </span>
              ) : (
                <Link href={listHref(query, { page: item })} className={link}>
                  <span className="sr-only">Page </span>
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
        {current < last && (
          <li>
            <Link href={listHref(query, { page: current + 1 })} className={link} rel="next">
              Next
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
