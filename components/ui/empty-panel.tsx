import { useTranslations } from '#intl';
import { CollectionLinks } from '@/components/listing/collection-links';
import { LocalisedLink } from '@/components/navigation/localised-link';

type EmptyPanelProps = {
  icon: React.ReactNode;
  title: string;
  message: string;
  action: { href: string; label: string };
};

/** A list with nothing in it yet (cart, wishlist): say so, and lead back to the collections. */
export function EmptyPanel({ icon, title, message, action }: EmptyPanelProps) {
  const t = useTranslations('shell.emptyPanel');
  return (
    <div className="bg-ivory px-6 py-14 text-center sm:px-12">
      <div className="text-primary-700 flex justify-center">{icon}</div>
      <h2 className="text-ink mt-6 text-2xl font-light sm:text-3xl">{title}</h2>
      <p className="text-ink-soft mx-auto mt-4 max-w-md leading-relaxed">{message}</p>
      <LocalisedLink
        href={action.href}
        className="bg-ink hover:bg-primary-800 mt-8 inline-block px-8 py-3 text-xs tracking-[0.2em] text-white uppercase transition-colors"
      >
        {action.label}
      </LocalisedLink>
      <p className="text-ink-muted mt-10 text-xs tracking-[0.2em] uppercase">{t('orExplore')}</p>
      <CollectionLinks />
    </div>
  );
}
