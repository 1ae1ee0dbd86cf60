'use client';

import { loadOnFirstScroll } from '@/components/ui/load-later';

/** The footer's "Back to top" (scroll-to-top.tsx), its code loaded at the first scroll. */
export const ScrollToTopWhenScrolled = loadOnFirstScroll(() =>
  import('./scroll-to-top').then((module) => module.ScrollToTop),
);
