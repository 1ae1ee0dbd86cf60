import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/**
 * Redirects on the server that keep the shopper in her language: `/shop` from a Bangla
 * page leads to /bn/shop. In the browser, components/navigation/localised-link.tsx and
 * localised-navigation.ts do the same with less code.
 */
export const { redirect } = createNavigation(routing);
