import { useLocale, useTranslations } from 'next-intl';
import { LocalisedLink } from '@/components/navigation/localised-link';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { type ListingState, listingHref, pageNumbers } from '@/lib/catalogue';
import { localeDigits } from '@/lib/i18n/digits';

const cell =
  'inline-flex h-10 min-w-10 items-center justify-center px-2 text-sm tabular-nums transition-colors';

/** Previous or next: a link, or a faded mark on the first or last page. */
function Step({ to, direction }: { to: string | null; direction: 'prev' | 'next' }) {
  const t = useTranslations('listing');
  const Icon = direction === 'prev' ? ChevronLeftIcon : ChevronRightIcon;
  if (to === null) {
    return (
      <span aria-hidden="true" className={`${cell} text-stone-300`}>
        <Icon width={18} height={18} />
      </span>
    );
  }
  return (
    <LocalisedLink
      href={to}
      rel={direction}
      aria-label={direction === 'prev' ? t('previousPage') : t('nextPage')}
      className={`${cell} hover:text-primary-800`}
    >
      <Icon width={18} height={18} />
    </LocalisedLink>
  );
}

/** Numbered page links: real links, so crawlers follow them too. */
export function Pagination({
  path,
  state,
  lastPage,
}: {
  path: string;
  state: ListingState;
  lastPage: number;
}) {
  const t = useTranslations('listing');
  const locale = useLocale();
  if (lastPage <= 1) return null;
  const current = state.page;
  const href = (page: number) => listingHref(path, state, { page });
  return (
    <nav aria-label={t('pagination')} className="mt-16 flex items-center justify-center gap-1">
      <Step to={current > 1 ? href(current - 1) : null} direction="prev" />
      <ol className="flex items-center gap-1">
        {pageNumbers(current, lastPage).map((item, index) => (
          <li key={item === 'gap' ? `gap-${index}` : item}>
            {item === 'gap' ? (
              <span aria-hidden="true" className={`${cell} text-ink-muted`}>
                …
              </span>
            ) : item === current ? (
              <span aria-current="page" className={`${cell} border-ink text-ink border`}>
                <span className="sr-only">{t('pageWord')}</span>
                {localeDigits(String(item), locale)}
              </span>
            ) : (
              <LocalisedLink
                href={href(item)}
                className={`${cell} text-ink-soft hover:text-primary-800`}
              >
                <span className="sr-only">{t('pageWord')}</span>
                {localeDigits(String(item), locale)}
              </LocalisedLink>
            )}
          </li>
        ))}
      </ol>
      <Step to={current < lastPage ? href(current + 1) : null} direction="next" />
    </nav>
  );
}
