'use client';

import { loadWhenNear } from '@/components/ui/load-later';

/**
 * The category bar of large screens (category-bar.tsx), its code loaded once it is shown:
 * a phone, where it is hidden, never downloads it.
 */
export const CategoryBarWhenShown = loadWhenNear(() =>
  import('./category-bar').then((module) => module.CategoryBar),
);
