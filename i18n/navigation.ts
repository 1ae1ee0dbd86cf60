import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/**
 * Links and navigation that keep the shopper in her language: `<Link href="/shop">` on a
 * Bangla page leads to /bn/shop. Shopper components use these instead of next/link.
 */
export const { Link, redirect, usePathname, useRouter, getPathname, permanentRedirect } =
  createNavigation(routing);
