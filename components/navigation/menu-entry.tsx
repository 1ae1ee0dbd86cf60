import { useTranslations } from '#intl';
import { LocalisedLink } from './localised-link';
import type { MenuCategory } from '@/lib/catalogue';

type MenuEntryProps = {
  entry: Pick<MenuCategory, 'name' | 'url'>;
  className?: string;
  /** An entry with no page: plain text, its own look (a link's hover colour would promise a page). */
  labelClassName?: string;
  onNavigate?: () => void;
};

/**
 * A link to the category's page, or, for an entry with no page (pieces the house makes on
 * request), its name and that note, in plain text that reads as no link.
 */
export function MenuEntry({
  entry,
  className,
  labelClassName = 'text-ink-muted block text-sm whitespace-nowrap',
  onNavigate,
}: MenuEntryProps) {
  const t = useTranslations('shell.categories');
  if (!entry.url) {
    return (
      <span className={labelClassName}>
        {entry.name}{' '}
        <span className="text-ink-muted/80 ml-2 text-[11px] tracking-[0.15em] uppercase">
          {t('onRequest')}
        </span>
      </span>
    );
  }
  return (
    <LocalisedLink href={entry.url} className={className} onClick={onNavigate} data-menu-link>
      {entry.name}
    </LocalisedLink>
  );
}
