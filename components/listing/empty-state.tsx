import { useTranslations } from 'next-intl';
import { LocalisedLink } from '@/components/navigation/localised-link';
import { CollectionLinks } from './collection-links';

type EmptyStateProps = {
  title: string;
  message: string;
  /** A link back to the unfiltered listing, when filters caused the emptiness. */
  clearHref?: string;
  children?: React.ReactNode;
};

/** No products: say why, offer the way back, and suggest where to look instead. */
export function EmptyState({ title, message, clearHref, children }: EmptyStateProps) {
  const t = useTranslations('listing');
  return (
    <div className="bg-ivory px-6 py-14 text-center sm:px-12">
      <p className="text-primary-800 text-xs tracking-[0.3em] uppercase">{t('noMatches')}</p>
      <h2 className="text-ink mt-4 text-2xl font-light sm:text-3xl">{title}</h2>
      <p className="text-ink-soft mx-auto mt-4 max-w-lg leading-relaxed">{message}</p>
      {clearHref && (
        <LocalisedLink
          href={clearHref}
          className="bg-ink hover:bg-primary-800 mt-8 inline-block px-8 py-3 text-xs tracking-[0.2em] text-white uppercase transition-colors"
        >
          {t('clearAllFilters')}
        </LocalisedLink>
      )}
      <p className="text-ink-muted mt-10 text-xs tracking-[0.2em] uppercase">{t('orExplore')}</p>
      <CollectionLinks />
      {children}
    </div>
  );
}
