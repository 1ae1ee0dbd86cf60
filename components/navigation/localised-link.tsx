'use client';

import { useLocale } from '#intl';
import { localisedPath } from '@/lib/i18n/locale-path';
import { SoftLink, type SoftLinkProps } from './soft-link';

export type LocalisedLinkProps = SoftLinkProps;

/**
 * A link to a page in the shopper's language: `/shop` on a Bangla page leads to /bn/shop.
 * Not next-intl's Link: its navigation module (links, router and redirects for every
 * locale setting) would load with every public page, which need only this prefix
 * (docs/architecture.md, "Client islands").
 */
export function LocalisedLink({ href, ...props }: LocalisedLinkProps) {
  const locale = useLocale();
  return <SoftLink href={localisedPath(locale, href)} {...props} />;
}
