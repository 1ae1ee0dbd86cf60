'use client';

import { useRouter } from 'next/navigation';
import { useRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';

export type SoftLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  /** Replace the current entry of the history rather than add one. */
  replace?: boolean;
  /** Scroll to the top of the new page (the default), or stay where the shopper is. */
  scroll?: boolean;
  /** `false`: never fetch the page ahead (a page that differs per visitor, a language). */
  prefetch?: false;
};

/** A click the browser should handle itself: a new tab or window, a download, another site. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const link = event.currentTarget;
  const target = link.getAttribute('target');
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== null && target !== '_self') ||
    link.hasAttribute('download') ||
    link.origin !== window.location.origin
  );
}

/**
 * A link within the store, followed by Next's router (no page reload) and fetched ahead
 * once the shopper shows intent (a pointer over it, a touch, keyboard focus), not as soon
 * as it is in view. Not next/link, whose own code (about 3 KB) would load with every public
 * page for what the router, already there, does (docs/architecture.md, Serving).
 */
export function SoftLink({
  href,
  replace = false,
  scroll = true,
  prefetch,
  onClick,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: SoftLinkProps) {
  const router = useRouter();
  const fetched = useRef(false);
  const fetchAhead = () => {
    if (prefetch === false || fetched.current) return;
    fetched.current = true;
    router.prefetch(href);
  };
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (leftToBrowser(event)) return;
        event.preventDefault();
        if (replace) router.replace(href, { scroll });
        else router.push(href, { scroll });
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        fetchAhead();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        fetchAhead();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        fetchAhead();
      }}
    />
  );
}
