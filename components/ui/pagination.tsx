import Link from 'next/link';

type PageItem = number | 'gap';

/** Page numbers to offer: the first, the last, and two either side of the current one. */
export function pageItems(current: number, last: number): PageItem[] {
  const pages = [...new Set([1, current - 2, current - 1, current, current + 1, current + 2, last])]
    .filter((page) => page >= 1 && page <= last)
    .sort((a, b) => a - b);
  return pages.flatMap((page, index) => {
    const previous = pages[index - 1];
    if (previous === undefined || page === previous + 1) return [page];
    // A gap of one page is shown as that page: '…' would hide no more than a number.
    return page === previous + 2 ? [previous + 1, page] : ['gap' as const, page];
  });
}

const box =
  'inline-flex h-11 min-w-11 items-center justify-center border px-3 text-sm tabular-nums transition-colors';
const link = `${box} border-stone-200 bg-white text-ink hover:border-primary-700 hover:text-primary-800`;

export type PaginationProps = {
  /** The navigation's name: "Pages of products". */
  label: string;
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
};

/**
 * Previous, page numbers and next, as links that work without JavaScript, with where this
 * page stands; nothing when there is one page.
 */
export function Pagination({ label, page, pages, hrefOf }: PaginationProps) {
  if (pages <= 1) return null;
  const current = Math.min(Math.max(page, 1), pages);
  return (
    <nav
      aria-label={label}
      className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-ink-muted text-xs tracking-[0.2em] uppercase">
        Page {current} of {pages}
      </p>
      <ul className="flex flex-wrap items-center gap-2">
        {current > 1 && (
          <li>
            <Link href={hrefOf(current - 1)} className={link} rel="prev">
              Previous
            </Link>
          </li>
        )}
        {pageItems(current, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="text-ink-muted px-1">
              …
            </li>
          ) : (
            <li key={item} className={item === current ? '' : 'max-sm:hidden'}>
              {item === current ? (
                <span aria-current="page" className={`${box} border-ink bg-ink text-white`}>
                  <span className="sr-only">Page </span>
                  {item}
                </span>
              ) : (
                <Link href={hrefOf(item)} className={link}>
                  <span className="sr-only">Page </span>
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
        {current < pages && (
          <li>
            <Link href={hrefOf(current + 1)} className={link} rel="next">
              Next
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
