'use client';

import { useEffect, useRef } from 'react';

type CompactOnScrollProps = { className: string; children: React.ReactNode };

/**
 * The sticky header's frame: marks itself `data-compact` once the page has scrolled past the
 * header's top padding, so CSS can draw the header smaller. Only transforms change, and
 * the header keeps its height in the page, so nothing below it moves (no layout shift).
 * A marker at the top of the page tells when, through an IntersectionObserver rather than
 * a scroll listener; without JavaScript the header is simply sticky at full size.
 */
export function CompactOnScroll({ className, children }: CompactOnScrollProps) {
  const marker = useRef<HTMLSpanElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const top = marker.current;
    if (!top) return;
    const observer = new IntersectionObserver(([entry]) => {
      frame.current?.toggleAttribute('data-compact', !entry?.isIntersecting);
    });
    observer.observe(top);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <div aria-hidden="true" className="relative h-0">
        {/* As tall as the padding the stuck header hides (its negative sticky top). */}
        <span ref={marker} className="pointer-events-none absolute top-0 left-0 h-4 w-px lg:h-6" />
      </div>
      <div ref={frame} className={className}>
        {children}
      </div>
    </>
  );
}
