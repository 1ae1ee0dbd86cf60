'use client';

import * as drawn from '#server-drawn/navigation/category-bar';
import { liveOnIntent } from '@/components/ui/live-on-intent';
import type { MenuCategory } from '@/lib/catalogue';

/**
 * The category bar of large screens (./category-bar.tsx), its menus' code loaded when the
 * shopper first reaches for the page: a phone, where it is hidden, waits for her first touch.
 */
export const CategoryBarOnIntent = liveOnIntent<{ families: MenuCategory[] }>({
  drawn: drawn.CategoryBar,
  load: () => import('./category-bar').then((module) => module.CategoryBar),
});
