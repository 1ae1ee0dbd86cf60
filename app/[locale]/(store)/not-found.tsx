import { useTranslations } from 'next-intl';
import { CollectionLinks } from '@/components/listing/collection-links';
import { LocalisedLink } from '@/components/navigation/localised-link';

export default function NotFound() {
  const t = useTranslations('shell.notFound');
  return (
    <div className="mx-auto max-w-2xl px-6 py-24 text-center sm:py-32">
      <p className="text-primary-800 text-xs tracking-[0.3em] uppercase">{t('eyebrow')}</p>
      <h1 className="text-ink mt-4 text-4xl font-light sm:text-5xl">{t('title')}</h1>
      <p className="text-ink-soft mt-6 text-lg leading-relaxed">{t('message')}</p>
      <div className="mt-6">
        <CollectionLinks />
      </div>
      <LocalisedLink
        href="/"
        className="bg-ink hover:bg-primary-800 mt-12 inline-block px-8 py-3 text-xs tracking-[0.2em] text-white uppercase"
      >
        {t('home')}
      </LocalisedLink>
    </div>
  );
}
