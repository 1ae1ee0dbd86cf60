import Link from 'next/link';
import type { ReactNode } from 'react';

type Props = {
  href: string;
  name: string;
  /** Its Bangla name, after the English, when it has one. */
  nameBn?: string | null;
  children?: ReactNode;
  facts: string;
};

/** A row's name, linked to its edit page, what follows it (a Bangla name, badges), and its facts. */
export function ItemTitle({ href, name, nameBn, children, facts }: Props) {
  return (
    <>
      <p className="text-ink">
        <Link
          href={href}
          className="hover:decoration-primary font-medium underline-offset-4 hover:underline"
        >
          {name}
        </Link>
        {nameBn && (
          <span lang="bn" className="text-ink-soft ml-2">
            {nameBn}
          </span>
        )}
        {children}
      </p>
      <p className="text-ink-muted mt-1 text-xs break-all">{facts}</p>
    </>
  );
}
