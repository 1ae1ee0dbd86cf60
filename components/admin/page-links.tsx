import Link from 'next/link';
import { pageItems } from './products/list/list-query';

const box =
  'inline-flex h-11 min-w-11 items-center justify-center border px-3 text-sm tabular-nums transition-colors';
const link = `${box} border-stone-200 bg-white text-ink hover:border-ink`;

type Props = {
  /** The navigation's name: "Pages of products". */
  label: string;
  current: number;
  last: number;
  hrefOf: (page: number) => string;
};

/** Previous, page numbers and next, as links; nothing when there is one page. */
export function PageLinks({ label, current, last, hrefOf }: Props) {
  if (last <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6">
      <ul className="flex flex-wrap items-center gap-2">
        {current > 1 && (
          <li>
            <Link href={hrefOf(current - 1)} className={link} rel="prev">
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
                <Link href={hrefOf(item)} className={link}>
                  <span className="sr-only">Page </span>
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
        {current < last && (
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
