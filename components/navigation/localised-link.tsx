'use client';

import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { localisedPath } from '@/lib/i18n/locale-path';

export type LocalisedLinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string };

/**
 * next/link to a page in the shopper's language: `/shop` on a Bangla page leads to /bn/shop.
 * Not next-intl's Link: its navigation module (links, router and redirects for every
 * locale setting) would load with every public page, which need only this prefix
 * (docs/architecture.md, "Client islands").
 */
export function LocalisedLink({ href, ...props }: LocalisedLinkProps) {
  const locale = useLocale();
  return <NextLink href={localisedPath(locale, href)} {...props} />;
}
