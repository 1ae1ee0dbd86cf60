import { useLocale, useTranslations } from 'next-intl';
import { LocalisedLink } from '@/components/navigation/localised-link';
import { breadcrumbJsonLd, type Crumb, siteUrl } from '@/lib/content';
import { JsonLdScript } from './json-ld';

/**
 * The trail to this page, with its BreadcrumbList; the last crumb is the page itself. One
 * line at every width: on phones the crumbs between home and the parent step aside, and the
 * page's own name (its heading says it in full) ends in an ellipsis.
 */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const t = useTranslations('listing');
  const locale = useLocale();
  return (
    <nav aria-label={t('breadcrumb')}>
      <ol className="text-ink-muted flex items-center overflow-hidden text-[11px] tracking-[0.2em] whitespace-nowrap uppercase">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          const between = index > 0 && index < crumbs.length - 2;
          return (
            <li
              key={`${crumb.name}-${index}`}
              className={`flex min-h-7 items-center ${last ? 'min-w-0' : 'shrink-0'} ${between ? 'max-sm:hidden' : ''}`}
            >
              {index > 0 && (
                <span aria-hidden="true" className="mx-2.5 text-stone-300">
                  /
                </span>
              )}
              {last ? (
                <span aria-current="page" className="text-ink truncate">
                  {crumb.name}
                </span>
              ) : crumb.path ? (
                <LocalisedLink
                  href={crumb.path}
                  className="hover:text-primary-800 transition-colors"
                >
                  {crumb.name}
                </LocalisedLink>
              ) : (
                <span>{crumb.name}</span>
              )}
            </li>
          );
        })}
      </ol>
      <JsonLdScript data={breadcrumbJsonLd(crumbs, siteUrl, locale)} />
    </nav>
  );
}
