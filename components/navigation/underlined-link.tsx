import type { ReactNode } from 'react';
import { LocalisedLink } from './localised-link';

const underlined =
  'border-ink text-ink hover:border-primary hover:text-primary-800 border-b pb-1 text-xs uppercase transition-colors';

/** The house's quiet call to action: small capitals over a hairline that turns gold on hover. */
export function UnderlinedLink(props: { href: string; className: string; children: ReactNode }) {
  const { href, className, children } = props;
  return (
    <LocalisedLink href={href} className={`${underlined} ${className}`}>
      {children}
    </LocalisedLink>
  );
}
