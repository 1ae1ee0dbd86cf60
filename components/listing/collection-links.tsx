import Link from 'next/link';
import { occasionLinks } from '@/lib/config';

/** The occasions and the whole shop, offered where a page has nothing to show. */
export function CollectionLinks() {
  return (
    <ul className="mt-4 flex flex-wrap justify-center gap-x-8 gap-y-3">
      {[...occasionLinks, { label: 'Everything', href: '/shop' }].map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            className="text-ink hover:text-primary-800 text-sm tracking-[0.2em] uppercase underline-offset-8 hover:underline"
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
