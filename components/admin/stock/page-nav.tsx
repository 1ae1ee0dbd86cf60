import Link from 'next/link';

type Props = {
  /** What the pages are of, for the navigation's name: "the low-stock list". */
  of: string;
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
};

const linkClass = 'text-ink inline-flex min-h-11 items-center underline-offset-4 hover:underline';

/** Previous and next pages of a list, with where this one stands; nothing when there is one. */
export function PageNav({ of, page, pages, hrefOf }: Props) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={`Pages of ${of}`} className="mt-6 flex items-center justify-between text-sm">
      {page > 1 ? (
        <Link href={hrefOf(page - 1)} className={linkClass}>
          ← Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-ink-muted">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link href={hrefOf(page + 1)} className={linkClass}>
          Next →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
