'use client';

import { useState } from 'react';
import { LocalisedLink, type LocalisedLinkProps } from './localised-link';

/**
 * A Link that prefetches its page once the shopper shows intent (pointer over it, a touch,
 * keyboard focus), not as soon as it is in view. It keeps the shopper in her language
 * (`/shop` on a Bangla page leads to /bn/shop). The header, menus, footer and breadcrumbs
 * show the same links on every page: prefetching them at load put a request per link, and
 * the work of reading their answers, into the start-up of every page.
 */
export function IntentLink({
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: Omit<LocalisedLinkProps, 'prefetch'>) {
  const [intent, setIntent] = useState(false);
  return (
    <LocalisedLink
      {...props}
      // null: Next's default (prefetch while in view), which starts at once when turned on here.
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        setIntent(true);
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        setIntent(true);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        setIntent(true);
      }}
    />
  );
}
